/** The shared services the app builds once and hands to every area's routes. */

import type { AreaDefinition } from './areas.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Counters } from './counters.ts';
import type { Database } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { SessionService } from './identity/sessions.ts';
import type { JobScheduler } from './jobs/scheduler.ts';
import type { Notifier } from './notify.ts';
import type { PublicAddress } from './public-url.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { SecurityLog } from './security-log.ts';

export interface AppServices {
  database: Database;
  tokens: TokenService;
  counters: Counters;
  securityLog: SecurityLog;
  sessions: SessionService;
  /** Users' WebSocket connections and push fan-out (in-process, or Redis when configured). */
  realtime: RealtimeHub;
  /** Uploaded files (DATA_DIR/files; a temporary folder when no DATA_DIR is given, as in tests). */
  files: FileStorage;
  /** Where certificate QR codes, verification links and sign-in callbacks point (PUBLIC_URL). */
  publicAddress: PublicAddress;
  /** The current time: the real clock, or the one tests and the lifecycle journey control. */
  clock: () => Date;
  /** Messages to users from any area, published with the caller's transaction. */
  notifier: Notifier;
  /** The areas' scheduled jobs (started by main.ts; tests drive it by hand). */
  jobs: JobScheduler;
  /** Every business area (modules/areas.ts): tenant creation runs their seeders. */
  areas: readonly AreaDefinition[];
}
