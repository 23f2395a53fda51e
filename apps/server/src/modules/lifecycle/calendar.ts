/**
 * The working-day calendar's queries (table `working_calendar_days`) and the calendar the rules
 * read (`loadWorkingCalendar`). Every query takes the caller's transaction and the tenant.
 */
import { type CalendarDayBody, CHINA_HOLIDAY_DAYS, type WorkingCalendar, workingCalendar } from '@cb/domain';
import { asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { workingCalendarDays as w } from './schema.ts';

/** The tenant's calendar as the rule sets read it (every recorded day; a few dozen a year). */
export async function loadWorkingCalendar(tx: Reader, tenantId: number): Promise<WorkingCalendar> {
  const rows = await tx.select({ date: w.day, kind: w.kind }).from(w).where(eq(w.tenantId, tenantId));
  return workingCalendar(rows.map((r) => ({ date: r.date, kind: r.kind as 1 | 2 })));
}

const yearRows = preparedRead<(typeof w.$inferSelect)[], { tenantId: number; from: string; to: string }>(
  'lifecycle.calendar-year',
  (db) =>
    db
      .select()
      .from(w)
      .where(
        inTenant(w, sql.placeholder('tenantId'), [
          gte(w.day, sql.placeholder('from')),
          lte(w.day, sql.placeholder('to')),
        ]),
      )
      .orderBy(asc(w.day)),
);
export function selectYear(tx: Reader, tenantId: number, year: number) {
  return yearRows(tx, { tenantId, from: `${year}-01-01`, to: `${year}-12-31` });
}

const yearsRecorded = preparedRead<{ year: number }[], { tenantId: number }>(
  'lifecycle.calendar-years',
  (db) =>
    db
      .selectDistinct({ year: sql<number>`extract(year from ${w.day})::int` })
      .from(w)
      .where(eq(w.tenantId, sql.placeholder('tenantId'))),
);
export async function selectYears(tx: Reader, tenantId: number): Promise<number[]> {
  const rows = await yearsRecorded(tx, { tenantId });
  return rows.map((r) => Number(r.year)).sort((a, b) => a - b);
}

export async function selectByDay(tx: Tx, tenantId: number, day: string) {
  const [row] = await tx
    .select()
    .from(w)
    .where(inTenant(w, tenantId, [eq(w.day, day)]));
  return row;
}

export async function selectById(tx: Tx, tenantId: number, id: string) {
  const [row] = await tx
    .select()
    .from(w)
    .where(inTenant(w, tenantId, [eq(w.id, id)]));
  return row;
}

export async function insertDay(tx: Tx, tenantId: number, day: CalendarDayBody, actorId: string | null) {
  const [row] = await tx
    .insert(w)
    .values({
      tenantId,
      day: day.date,
      kind: day.kind,
      name: day.name,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .returning({ id: w.id, version: w.version });
  return row!;
}

export async function deleteDay(tx: Tx, tenantId: number, id: string, version: number) {
  return tx
    .delete(w)
    .where(inTenant(w, tenantId, [eq(w.id, id), eq(w.version, version)]))
    .returning({ id: w.id });
}

/** A new tenant's calendar: the State Council arrangements this release knows (2025, 2026). */
export async function seedChinaHolidays(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(w)
    .values(CHINA_HOLIDAY_DAYS.map((d) => ({ tenantId, day: d.date, kind: d.kind, name: d.name })))
    .onConflictDoNothing();
}
