/** Field labels of the third-party sign-in settings (企业微信扫码登录). */
export const thirdPartyLoginFields = {
  third_party_providers: {
    provider: '登录方式',
    corp_id: '企业ID',
    agent_id: '应用AgentId',
    /** Never shown (the trigger drops it, diff.ts hides it): labelled for completeness only. */
    secret: '应用Secret',
    authorize_url: '扫码登录页地址',
    api_url: '接口地址',
  },
} satisfies Record<string, Record<string, string>>;
