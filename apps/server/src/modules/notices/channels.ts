/**
 * Delivery channels of dictionary notice_route: '1' in-app (always), '2' email (SMTP through
 * nodemailer), '3' enterprise WeChat (WeCom application messages), '4' SMS (an HTTP gateway).
 * Each external channel is configured per tenant by an administrator; a channel that is not
 * configured or not enabled is reported in the delivery log, never silently dropped.
 */
import { NOTICE_ROUTE } from '@cb/domain';
import nodemailer from 'nodemailer';
import { z } from 'zod';

const endpoint = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, '接口地址必须以 http:// 或 https:// 开头');

export const emailConfigSchema = z.object({
  host: z.string().trim().min(1, '请输入SMTP服务器').max(200),
  port: z.number().int().min(1).max(65535),
  /** true = TLS from the start (465); false = STARTTLS when offered. */
  secure: z.boolean(),
  user: z.string().trim().max(200).default(''),
  pass: z.string().max(200).default(''),
  from: z.string().trim().min(1, '请输入发件人地址').max(200),
});

export const wecomConfigSchema = z.object({
  /** API base, e.g. https://qyapi.weixin.qq.com */
  endpoint,
  corpId: z.string().trim().min(1, '请输入企业ID').max(100),
  corpSecret: z.string().max(200),
  agentId: z.string().trim().min(1, '请输入应用AgentId').max(50),
  /** Where the card in WeChat links to (the public notice page); optional. */
  detailUrl: z.union([z.literal(''), endpoint]).default(''),
});

export const smsConfigSchema = z.object({
  /** The gateway's send URL; it receives JSON {phone, sign, content}. */
  endpoint,
  apiKey: z.string().max(200),
  signName: z.string().trim().min(1, '请输入短信签名').max(30),
});

export const CHANNEL_SCHEMAS = {
  [NOTICE_ROUTE.email]: emailConfigSchema,
  [NOTICE_ROUTE.wecom]: wecomConfigSchema,
  [NOTICE_ROUTE.sms]: smsConfigSchema,
} as const;

/** Config fields never sent back to the browser; a masked value on save keeps the stored one. */
export const SECRET_FIELDS = ['pass', 'corpSecret', 'apiKey'] as const;
export const SECRET_MASK = '******';

export interface Recipient {
  userId: string;
  username: string;
  realname: string;
  email: string | null;
  phone: string | null;
  thirdPartyId: string | null;
}

export interface OutgoingNotice {
  id: string;
  title: string;
  html: string;
  text: string;
  /** Files sent with the e-mail (e.g. an audit notice PDF); other channels carry the text only. */
  attachments?: readonly { filename: string; content: Buffer; contentType: string }[];
}

export class NoAddressError extends Error {}

export interface ChannelAdapter {
  send(config: Record<string, unknown>, to: Recipient, notice: OutgoingNotice): Promise<void>;
}

const TIMEOUT_MS = 10_000;

export const emailAdapter: ChannelAdapter = {
  async send(raw, to, notice) {
    if (!to.email) throw new NoAddressError('用户未设置邮箱');
    const config = emailConfigSchema.parse(raw);
    const transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user ? { auth: { user: config.user, pass: config.pass } } : {}),
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    try {
      await transport.sendMail({
        from: config.from,
        to: to.email,
        subject: notice.title,
        text: notice.text,
        html: notice.html,
        ...(notice.attachments?.length ? { attachments: [...notice.attachments] } : {}),
      });
    } finally {
      transport.close();
    }
  },
};

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json().catch(() => ({}));
}

/** WeCom: gettoken, then message/send with a text card (the user's WeCom id is their third-party id). */
export const wecomAdapter: ChannelAdapter = {
  async send(raw, to, notice) {
    const touser = to.thirdPartyId || to.username;
    const config = wecomConfigSchema.parse(raw);
    const base = config.endpoint.replace(/\/+$/, '');
    const tokenUrl = `${base}/cgi-bin/gettoken?corpid=${encodeURIComponent(config.corpId)}&corpsecret=${encodeURIComponent(config.corpSecret)}`;
    const tokenResponse = await fetch(tokenUrl, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    if (!tokenResponse.ok) throw new Error(`gettoken HTTP ${tokenResponse.status}`);
    const token = (await tokenResponse.json()) as {
      errcode?: number;
      errmsg?: string;
      access_token?: string;
    };
    if (token.errcode || !token.access_token)
      throw new Error(`gettoken ${token.errcode}: ${token.errmsg ?? ''}`);
    const url = config.detailUrl
      ? `${config.detailUrl}${config.detailUrl.includes('?') ? '&' : '?'}id=${notice.id}`
      : '';
    const answer = (await postJson(
      `${base}/cgi-bin/message/send?access_token=${encodeURIComponent(token.access_token)}`,
      {
        touser,
        msgtype: url ? 'textcard' : 'text',
        agentid: Number(config.agentId) || config.agentId,
        ...(url
          ? { textcard: { title: notice.title, description: notice.text.slice(0, 500), url, btntxt: '详情' } }
          : { text: { content: `${notice.title}\n${notice.text}`.slice(0, 2000) } }),
      },
    )) as { errcode?: number; errmsg?: string };
    if (answer.errcode) throw new Error(`message/send ${answer.errcode}: ${answer.errmsg ?? ''}`);
  },
};

/** SMS gateway: POST {phone, sign, content} with a bearer key; 2xx with code 0 / success true is sent. */
export const smsAdapter: ChannelAdapter = {
  async send(raw, to, notice) {
    if (!to.phone) throw new NoAddressError('用户未设置手机号');
    const config = smsConfigSchema.parse(raw);
    const answer = (await postJson(
      config.endpoint,
      { phone: to.phone, sign: config.signName, content: `【${config.signName}】${notice.title}` },
      config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    )) as { code?: number | string; success?: boolean; message?: string };
    const okCode =
      answer.code === undefined || answer.code === 0 || answer.code === '0' || answer.code === 'OK';
    if (answer.success === false || !okCode) throw new Error(`SMS gateway: ${answer.message ?? answer.code}`);
  },
};

export const ADAPTERS: Record<string, ChannelAdapter> = {
  [NOTICE_ROUTE.email]: emailAdapter,
  [NOTICE_ROUTE.wecom]: wecomAdapter,
  [NOTICE_ROUTE.sms]: smsAdapter,
};
