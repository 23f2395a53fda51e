/** Field labels of 通知公告: notices, the tenant's external channels, each user's channels. */
export const noticeFields = {
  notices: {
    msg_category: '消息类别',
    msg_type: '消息类型',
    target_type: '通知对象类型',
    targets: '通知对象',
    send_status: '发布状态',
    is_public: '对外公开',
    sender_id: '发布人',
    sender_name: '发布人姓名',
    send_time: '发布时间',
    revoke_time: '撤销时间',
  },
  notice_channel_configs: { route: '通知渠道', config: '渠道配置' },
  notice_route_prefs: { routes: '接收渠道' },
} satisfies Record<string, Record<string, string>>;

/** Keys of a channel's configuration (the 通知渠道 page's words); secrets among them are never shown. */
export const noticeJsonKeys = {
  'notice_channel_configs.config': {
    host: 'SMTP服务器',
    port: '端口',
    secure: 'SSL/TLS',
    user: '用户名',
    pass: '密码',
    from: '发件人',
    endpoint: '接口地址',
    corpId: '企业ID',
    corpSecret: '应用Secret',
    agentId: '应用AgentId',
    detailUrl: '详情页地址',
    apiKey: '接口密钥',
    signName: '短信签名',
  },
} satisfies Record<string, Record<string, string>>;
