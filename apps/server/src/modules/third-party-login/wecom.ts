/**
 * Enterprise WeChat (企业微信) web sign-in, the server side of the OAuth code flow:
 * https://developer.work.weixin.qq.com/document/path/98151 (sign-in page) and
 * /cgi-bin/gettoken + /cgi-bin/auth/getuserinfo (code → member UserId).
 */

export interface WecomApp {
  corpId: string;
  agentId: string;
  secret: string;
  authorizeUrl: string;
  apiUrl: string;
}

/** The provider's sign-in page for this app, coming back to `redirectUri` with `code` and `state`. */
export function wecomAuthorizeUrl(app: WecomApp, redirectUri: string, state: string): string {
  const url = new URL('/wwlogin/sso/login', app.authorizeUrl);
  url.search = new URLSearchParams({
    login_type: 'CorpApp',
    appid: app.corpId,
    agentid: app.agentId,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return url.toString();
}

export class ProviderError extends Error {}

const TIMEOUT_MS = 5000;

async function getJson(url: URL, fetchImpl: typeof fetch): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new ProviderError('provider unreachable');
  }
  if (!response.ok) throw new ProviderError(`provider answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body?.errcode !== 0) throw new ProviderError(`provider error ${String(body?.errcode)}`);
  return body;
}

/**
 * Exchanges the sign-in `code` for the member's UserId. Non-members (an `openid` only) and any
 * provider failure are refused.
 */
export async function wecomUserId(
  app: WecomApp,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const tokenUrl = new URL('/cgi-bin/gettoken', app.apiUrl);
  tokenUrl.search = new URLSearchParams({ corpid: app.corpId, corpsecret: app.secret }).toString();
  const { access_token: accessToken } = await getJson(tokenUrl, fetchImpl);
  if (typeof accessToken !== 'string' || !accessToken) throw new ProviderError('no access token');

  const userUrl = new URL('/cgi-bin/auth/getuserinfo', app.apiUrl);
  userUrl.search = new URLSearchParams({ access_token: accessToken, code }).toString();
  const info = await getJson(userUrl, fetchImpl);
  const userId = info.userid ?? info.UserId;
  if (typeof userId !== 'string' || !userId || userId.length > 64) throw new ProviderError('not a member');
  return userId;
}
