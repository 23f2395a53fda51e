import { describe, expect, it } from 'vitest';
import type { AuditorForMatching } from '../auditors/competence.ts';
import {
  checkTeam,
  consecutiveLeadCycles,
  plannedTeamDays,
  type TeamCheckInput,
  type TeamMemberInput,
} from './team.ts';

const Q = (over: Partial<AuditorForMatching['qualifications'][number]> = {}) => ({
  scheme: 'QMS',
  level: '02' as const,
  validFrom: '2024-01-01',
  validTo: '2027-12-31',
  leaderFlag: 1 as const,
  ...over,
});
const auditor = (id: string, over: Partial<AuditorForMatching> = {}): AuditorForMatching => ({
  id,
  name: id,
  status: 1,
  qualifications: [Q()],
  competences: [{ scheme: 'QMS', code: '19.05.01' }],
  leaves: [],
  ...over,
});
const schedule = [
  { date: '2026-05-12', period: 3 },
  { date: '2026-05-13', period: 3 },
  { date: '2026-05-14', period: 1 },
];
const member = (auditorId: string, role: number, over: Partial<TeamMemberInput> = {}): TeamMemberInput => ({
  auditorId,
  name: auditorId,
  role,
  scheme: 'QMS',
  codes: ['19.05.01'],
  days: [],
  ...over,
});

function input(over: Partial<TeamCheckInput> = {}): TeamCheckInput {
  const people = [
    auditor('张组长'),
    auditor('李审核'),
    auditor('王专家', { qualifications: [Q({ level: '04', leaderFlag: 3 })] }),
    auditor('赵实习', { qualifications: [Q({ level: '03', leaderFlag: 3 })] }),
  ];
  return {
    enterpriseId: 'e1',
    schedule,
    codes: [{ scheme: 'QMS', code: '19.05.01' }],
    members: [member('张组长', 1), member('李审核', 2)],
    auditors: new Map(people.map((p) => [p.id, p])),
    consultancies: [],
    rule: 'minor',
    requiredDays: 5,
    offsiteDays: 0,
    ...over,
  };
}
const rules = (i: TeamCheckInput) => checkTeam(i).map((v) => v.rule);

describe('team guards', () => {
  it('a good team passes', () => {
    expect(checkTeam(input())).toEqual([]);
  });
  it('needs exactly one leader, leader-eligible on every date', () => {
    expect(rules(input({ members: [member('李审核', 2), member('张组长', 2)] }))).toContain('leader');
    const notLeader = auditor('张组长', { qualifications: [Q({ leaderFlag: 3 })] });
    const i = input();
    (i.auditors as Map<string, AuditorForMatching>).set('张组长', notLeader);
    expect(checkTeam(i).map((v) => v.message)).toContain(
      '张组长不具备QMS审核组长资格（须为审核员或高级审核员且被认定为组长）',
    );
  });
  it('refuses a registration that expires on day 2 of 3', () => {
    const i = input();
    (i.auditors as Map<string, AuditorForMatching>).set(
      '李审核',
      auditor('李审核', { qualifications: [Q({ validTo: '2026-05-12' })] }),
    );
    expect(checkTeam(i).map((v) => v.message)).toEqual(['李审核的QMS注册资格在2026-05-13无效']);
  });
  it('every code covered by a competent member; claiming an unheld code is refused', () => {
    const i = input({
      codes: [
        { scheme: 'QMS', code: '19.05.01' },
        { scheme: 'QMS', code: '18.01.00' },
      ],
    });
    expect(checkTeam(i).map((v) => v.message)).toEqual(['专业代码18.01.00（QMS）没有具备能力的组员覆盖']);
    const claim = input({ members: [member('张组长', 1), member('李审核', 2, { codes: ['18.01.00'] })] });
    expect(rules(claim)).toContain('competence');
  });
  it('a trainee does not cover codes nor count days, and needs a supervisor of the team', () => {
    const i = input({
      codes: [{ scheme: 'QMS', code: '19.05.01' }],
      members: [member('张组长', 1, { codes: [] }), member('赵实习', 4, { supervisorId: '张组长' })],
      requiredDays: 2.5,
    });
    expect(rules(i)).toEqual(['code']);
    const unsupervised = input({
      members: [member('张组长', 1), member('李审核', 2), member('赵实习', 4, { supervisorId: null })],
    });
    expect(rules(unsupervised)).toEqual(['trainee']);
    expect(plannedTeamDays([member('张组长', 1), member('赵实习', 4), member('王专家', 3)], schedule)).toBe(
      2.5,
    );
  });
  it('a technical expert may cover a code', () => {
    const i = input({
      members: [member('张组长', 1, { codes: [] }), member('李审核', 2, { codes: [] }), member('王专家', 3)],
    });
    expect(checkTeam(i)).toEqual([]);
  });
  it('no member booked twice in the same half-day or on leave', () => {
    const i = input();
    const map = i.auditors as Map<string, AuditorForMatching>;
    map.set('李审核', auditor('李审核', { booked: new Set(['2026-05-13:2']) }));
    expect(checkTeam(i).map((v) => v.message)).toEqual(['李审核在2026-05-13下午已安排其他审核']);
    map.set('李审核', auditor('李审核', { booked: new Set(['2026-05-14:2']) }));
    expect(checkTeam(i)).toEqual([]);
    map.set(
      '李审核',
      auditor('李审核', {
        leaves: [{ from: { date: '2026-05-14', half: 1 }, to: { date: '2026-05-20', half: 2 } }],
      }),
    );
    expect(rules(i)).toEqual(['leave']);
  });
  it('no consultancy relation with the client within 2 years', () => {
    expect(
      rules(input({ consultancies: [{ auditorId: '李审核', enterpriseId: 'e1', endDate: '2024-06-01' }] })),
    ).toEqual(['consultancy']);
    expect(
      rules(input({ consultancies: [{ auditorId: '李审核', enterpriseId: 'e1', endDate: '2024-05-11' }] })),
    ).toEqual([]);
    expect(
      rules(input({ consultancies: [{ auditorId: '李审核', enterpriseId: 'e2', endDate: '2026-01-01' }] })),
    ).toEqual([]);
  });
  it('no auditor of a consultancy partner that consulted the client within 2 years (ISO/IEC 17021-1 §5.2)', () => {
    const first = [...schedule].map((d) => d.date).sort()[0]!;
    const [y, m, d] = first.split('-');
    // The engagement ended exactly 2 years before the first day: allowed; one day later: barred.
    const endOn = (end: string) =>
      checkTeam(
        input({
          partnerConsultancies: {
            engagements: [{ partnerId: 'p', partnerName: '卓信咨询', startDate: '2020-01-01', endDate: end }],
            consultants: [{ partnerId: 'p', auditorId: '李审核', startDate: '2019-01-01', endDate: null }],
          },
        }),
      );
    expect(endOn(`${Number(y) - 2}-${m}-${d}`)).toEqual([]);
    const dayAfter = new Date(Date.UTC(Number(y) - 2, Number(m) - 1, Number(d) + 1))
      .toISOString()
      .slice(0, 10);
    expect(endOn(dayAfter)).toEqual([
      {
        rule: 'consultancy',
        auditorId: '李审核',
        message: `李审核曾任咨询机构「卓信咨询」的咨询人员，该机构为本企业提供咨询至${dayAfter}，两年内不得审核`,
      },
    ]);
  });
  it('planned days (auditors only) cover the contract, and the on-site share is at least 80 %', () => {
    expect(rules(input({ requiredDays: 5.5 }))).toEqual(['days']);
    expect(rules(input({ offsiteDays: 1.25 }))).toEqual([]);
    expect(rules(input({ offsiteDays: 1.5 }))).toEqual(['onsite']);
  });
  it('rotation: a leader may lead the client for at most the configured consecutive cycles', () => {
    const failing = checkTeam(input({ previousCycles: new Map([['张组长', 2]]), maxConsecutiveCycles: 2 }));
    expect(failing.map((v) => v.message)).toEqual([
      '张组长已连续2个认证周期担任该企业审核组长，本机构规定同一组长最多连续2个周期（请轮换组长）',
    ]);
    expect(rules(input({ previousCycles: new Map([['张组长', 1]]), maxConsecutiveCycles: 2 }))).toEqual([]);
    // The limit is on leading: an auditor (not leader) with the same history passes; 0 = no limit.
    expect(rules(input({ previousCycles: new Map([['李审核', 5]]), maxConsecutiveCycles: 2 }))).toEqual([]);
    expect(rules(input({ previousCycles: new Map([['张组长', 5]]), maxConsecutiveCycles: 0 }))).toEqual([]);
  });
  it('counts the cycles in a row a leader led the client before the current one', () => {
    const led = [
      { auditorId: 'a', cycleNo: 1 },
      { auditorId: 'a', cycleNo: 1 },
      { auditorId: 'a', cycleNo: 2 },
      { auditorId: 'b', cycleNo: 1 },
      { auditorId: 'c', cycleNo: 3 },
    ];
    const n = consecutiveLeadCycles(led, 3);
    expect(n.get('a')).toBe(2);
    expect(n.get('b')).toBeUndefined();
    expect(n.get('c')).toBeUndefined();
    expect(consecutiveLeadCycles(led, 2).get('a')).toBe(1);
  });
});
