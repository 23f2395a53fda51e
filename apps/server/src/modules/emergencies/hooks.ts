/**
 * What the emergencies area provides to the programmes (and through them to the lifecycle's jobs
 * and 期限待办): the deadlines of audits an event postponed (audit-programmes/hooks.ts).
 */
import type { DuePostponements } from '../audit-programmes/door.ts';
import { openPostponements, postponedOfRows } from './repository.ts';

export const emergencyPostponements: DuePostponements = {
  ofRows: postponedOfRows,
  async open(tx, tenantId) {
    const rows = await openPostponements(tx, tenantId);
    return rows.map((r) => ({
      rowId: r.rowId!,
      postponedTo: r.postponedTo,
      subject: `${r.enterpriseName} ${r.subject}：原期限${r.originalDate}，因“${r.eventTitle}”延期至${r.postponedTo}`,
    }));
  },
};
