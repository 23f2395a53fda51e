/**
 * Start-up on a busy port: checked before anything is opened, seeded or printed, so a second
 * `npm start` says in one line what to do instead of seeding, printing new credentials and dying
 * with a raw EADDRINUSE stack.
 */
import net from 'node:net';

/** The one line printed when the port is taken (Chinese, then English). */
export function portInUseMessage(port: number): string {
  return `端口 ${port} 已被占用：请用环境变量 PORT 指定其他端口，或先停止占用该端口的进程。 Port ${port} is in use: set PORT to another port, or stop the process using it.`;
}

/**
 * Whether the server could listen on host:port now: listens once and lets go. false when the
 * address is in use; other failures (no permission for the port) reject with their error.
 */
export function portAvailable(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(false) : reject(err),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** True for the error a listen on a taken port fails with. */
export function isAddressInUse(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
}
