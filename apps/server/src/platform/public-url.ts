/**
 * The public address of the system: where a certificate's QR code and verification link send the
 * reader, and where an identity provider sends a signing-in user back. It comes from configuration
 * (PUBLIC_URL), never from a request: a request's Host (or X-Forwarded-Host) header is whatever the
 * caller typed, and a PDF kept for years must not point at a stranger's site (issue 30).
 *
 * Without PUBLIC_URL, development and the demo use the server's own address; production refuses to
 * make anything that carries the address, with the reason, until an administrator sets it.
 */
import type { Config } from './config.ts';
import { AppError } from './http/errors.ts';

export const PUBLIC_URL_MISSING =
  '系统未配置对外访问地址（PUBLIC_URL），不能生成含查验二维码和链接的证书，请联系系统管理员在服务器配置中设置后重试';

export interface PublicAddress {
  /** The origin (with any path prefix, no trailing slash); in production without PUBLIC_URL, 503. */
  origin(): string;
}

export function publicAddress(
  config: Pick<Config, 'production'> & Partial<Pick<Config, 'publicUrl' | 'port' | 'host'>>,
): PublicAddress {
  if (config.publicUrl) {
    const origin = config.publicUrl.replace(/\/+$/, '');
    return { origin: () => origin };
  }
  if (config.production)
    return {
      origin: () => {
        throw new AppError(503, PUBLIC_URL_MISSING);
      },
    };
  // The server's own address: the one main.ts announces.
  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port ?? 8080}`;
  return { origin: () => origin };
}
