/**
 * Messages to users from any area (a job's reminder, a plan's approval …): the notices module
 * implements this and the app hands it to every area as `services.notifier`, so areas need not
 * know the notices tables. A message sent inside a transaction is published with it and pushed
 * (in-app, and the channels each recipient chose) only once it has committed.
 */
import type { Tx } from './db/database.ts';

export interface OutgoingMessage {
  title: string;
  /** Plain text; shown as the message body. */
  content: string;
  userIds: readonly string[];
  /** '3' shows the message highlighted (SPEC.md §3); default '1'. */
  msgType?: '1' | '2' | '3';
}

export interface Notifier {
  /** Publishes the message to the users inside `tx`; answers the message id (null when nobody is addressed). */
  send(tx: Tx, tenantId: number, message: OutgoingMessage): Promise<string | null>;
}
