/**
 * Timings of the domain rules that must answer at scale (run by `npm run bench` through tsx):
 * the competence candidate search over 2,000 auditors × 20 codes (issue budget 50 ms) and the
 * audit-time calculator. Each line gives p50/p95 and the ratio of p95 to its budget.
 */
import {
  type AuditorForMatching,
  calculateAuditTime,
  halfDayKey,
  halfDaysOf,
  rankCandidates,
} from '../packages/domain/src/index.ts';

function time(runs: number, fn: () => void) {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: samples[Math.floor(runs * 0.5)]!,
    p95: samples[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
  };
}

const codes = Array.from({ length: 20 }, (_v, i) => ({
  scheme: 'QMS',
  code: `${String((i % 39) + 1).padStart(2, '0')}.0${i % 9}.01`,
}));
const auditors: AuditorForMatching[] = Array.from({ length: 2000 }, (_v, i) => ({
  id: String(i),
  name: `审核员${i}`,
  status: 1,
  qualifications: [
    { scheme: 'QMS', level: '02', validFrom: '2025-01-01', validTo: '2027-12-31', leaderFlag: 1 },
  ],
  competences: codes.filter((_c, j) => (i + j) % 3 === 0),
  leaves: [{ from: { date: '2026-12-01', half: 1 }, to: { date: '2026-12-01', half: 2 } }],
  booked: new Set([halfDayKey({ date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`, half: 1 })]),
}));
const request = {
  codes,
  schemes: ['QMS'],
  halfDays: ['2026-12-01', '2026-12-02', '2026-12-03'].flatMap((d) => halfDaysOf(d, 3)),
  rule: 'middle' as const,
};

const report = (name: string, r: { p50: number; p95: number }, budgetMs: number) =>
  console.log(
    `  ${name.padEnd(50)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  budget ${budgetMs} ms  ratio ${(r.p95 / budgetMs).toFixed(2)}`,
  );

console.log('Domain rules (in process)');
report(
  'competence candidates, 2,000 auditors × 20 codes',
  time(50, () => rankCandidates(auditors, request)),
  50,
);
report(
  'audit time, Q + E + S with MD 11 integration',
  time(2000, () =>
    calculateAuditTime({
      items: [
        { standard: 'Q', effectivePersonnel: 420, adjustments: [{ code: 'R01', percent: -10 }] },
        { standard: 'E', effectivePersonnel: 420, riskLevel: 2 },
        { standard: 'S', effectivePersonnel: 420, riskLevel: 1 },
      ],
      integrationPercent: -15,
    }),
  ),
  1,
);
