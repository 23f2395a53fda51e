import { describe, expect, it } from 'vitest';
import {
  AuditTimeInputError,
  calculateAuditTime,
  calculateItem,
  calculateManualItem,
  DEFAULT_AUDIT_TIME_POLICY,
  integratedTotal,
} from './audit-time.ts';
import {
  DEFAULT_DURATION_TABLES,
  EMS_TABLE,
  ISMS_TABLE,
  OHSMS_TABLE,
  QMS_TABLE,
  tableDays,
} from './duration-tables.ts';

describe('duration tables', () => {
  it('have one figure per band in every column', () => {
    for (const table of DEFAULT_DURATION_TABLES) {
      for (const [column, days] of Object.entries(table.columns)) {
        expect(days!.length, `${table.standard} ${column}`).toBe(table.bands.length);
        // Days never fall as personnel grows.
        for (let i = 1; i < days!.length; i++)
          expect(days![i]! >= days![i - 1]!, `${table.standard} ${column} ${i}`).toBe(true);
      }
      for (let i = 1; i < table.bands.length; i++)
        expect(table.bands[i]!.from).toBe(table.bands[i - 1]!.to + 1);
    }
  });

  it.each([
    [QMS_TABLE, 'all', 1, 1.5],
    [QMS_TABLE, 'all', 5, 1.5],
    [QMS_TABLE, 'all', 6, 2],
    [QMS_TABLE, 'all', 125, 7],
    [QMS_TABLE, 'all', 126, 8],
    [QMS_TABLE, 'all', 10700, 22],
    [EMS_TABLE, 'high', 300, 15],
    [EMS_TABLE, 'high', 5, 3],
    [EMS_TABLE, 'medium', 45, 5.5],
    [EMS_TABLE, 'medium', 46, 6],
    [EMS_TABLE, 'low', 625, 9],
    [EMS_TABLE, 'low', 626, 10],
    [EMS_TABLE, 'limited', 875, 6.5],
    [EMS_TABLE, 'limited', 876, 7],
    [OHSMS_TABLE, 'medium', 1, 2.5],
    [OHSMS_TABLE, 'high', 1, 3],
    [OHSMS_TABLE, 'low', 10700, 20],
    [ISMS_TABLE, 'all', 10, 5],
    [ISMS_TABLE, 'all', 11, 6],
    [ISMS_TABLE, 'all', 45, 8.5],
    [ISMS_TABLE, 'all', 10700, 28],
  ] as const)('%s.standard %s: %i people → %d days', (table, column, people, days) => {
    expect(tableDays(table, column, people)).toBe(days);
  });

  it('continues the progression past the last band', () => {
    expect(tableDays(QMS_TABLE, 'all', 10701)).toBe(23);
    expect(tableDays(QMS_TABLE, 'all', 12900)).toBe(23);
    expect(tableDays(QMS_TABLE, 'all', 12901)).toBe(24);
    expect(tableDays(EMS_TABLE, 'high', 10701)).toBe(36);
  });

  it('has no limited column for OH&SMS', () => {
    expect(tableDays(OHSMS_TABLE, 'limited', 10)).toBeNull();
  });
});

describe('one standard', () => {
  it('takes the table days, splits stage 1 and 2, and derives surveillance and recertification', () => {
    const r = calculateItem({ standard: 'Q', effectivePersonnel: 100 });
    expect(r).toMatchObject({
      tableDays: 7,
      adjustedDays: 7,
      stage1Days: 2,
      stage2Days: 5,
      onsiteDays: 6,
      surveillanceDays: 2.5,
      recertificationDays: 4.5,
    });
    expect(r.justification[0]).toBe('质量管理体系：有效人数 100 人，IAF MD 5:2019 表初次审核时间 7 人日');
  });

  it('uses the risk level as the E and S complexity column, and as the QMS adjustment', () => {
    expect(calculateItem({ standard: 'E', effectivePersonnel: 300, riskLevel: 1 }).tableDays).toBe(15);
    expect(calculateItem({ standard: 'S', effectivePersonnel: 1 }).tableDays).toBe(2.5);
    const high = calculateItem({ standard: 'Q', effectivePersonnel: 100, riskLevel: 1 });
    expect(high.adjustedDays).toBe(7.5);
    expect(high.justification).toContain('调整：风险等级高 +10%');
  });

  it('applies signed adjustments with their reasons', () => {
    const r = calculateItem({
      standard: 'Q',
      effectivePersonnel: 100,
      adjustments: [
        { code: 'R01', percent: -10 },
        { code: '客户自有原因', percent: 5 },
      ],
    });
    expect(r.adjustedDays).toBe(6.5);
    expect(r.justification).toContain('调整：管理体系成熟、运行良好 -10%');
    expect(r.justification).toContain('调整：客户自有原因 +5%');
  });

  it('caps the total reduction at 30 % and says so', () => {
    const r = calculateItem({
      standard: 'Q',
      effectivePersonnel: 100,
      adjustments: [
        { code: 'R01', percent: -20 },
        { code: 'R05', percent: -20 },
      ],
    });
    expect(r.adjustedDays).toBe(5);
    expect(r.justification).toContain('合计减少 -40% 超过上限，按 -30% 计（IAF MD 5）');
  });

  it('rounds with the spec rule at .24/.25/.74/.75', () => {
    // 10 days: -2.6 % → 9.74 → 9.5; -2.5 % → 9.75 → 10; -7.6 % → 9.24 → 9; -7.5 % → 9.25 → 9.5
    const days = (percent: number) =>
      calculateItem({ standard: 'Q', effectivePersonnel: 300, adjustments: [{ code: 'x', percent }] })
        .adjustedDays;
    expect(days(-2.6)).toBe(9.5);
    expect(days(-2.5)).toBe(10);
    expect(days(-7.6)).toBe(9);
    expect(days(-7.5)).toBe(9.5);
  });

  it('keeps at least 80 % on site, rounded up to a half day', () => {
    expect(calculateItem({ standard: 'Q', effectivePersonnel: 5 }).onsiteDays).toBe(1.5);
    expect(calculateItem({ standard: 'Q', effectivePersonnel: 300 }).onsiteDays).toBe(8);
    expect(calculateItem({ standard: 'Q', effectivePersonnel: 20 }).onsiteDays).toBe(2.5);
  });

  it.each([
    [{ standard: 'X', effectivePersonnel: 10 }, 'items[0].standard', '不支持的认证标准'],
    [{ standard: 'Q', effectivePersonnel: 0 }, 'items[0].effectivePersonnel', '有效人数必须是正整数'],
    [{ standard: 'Q', effectivePersonnel: 2.5 }, 'items[0].effectivePersonnel', '有效人数必须是正整数'],
    [{ standard: 'Q', effectivePersonnel: -3 }, 'items[0].effectivePersonnel', '有效人数必须是正整数'],
    [{ standard: 'S', effectivePersonnel: 10, riskLevel: 4 }, 'items[0].riskLevel', '没有“有限”复杂程度'],
  ])('refuses %j naming the field', (item, field, message) => {
    try {
      calculateItem(item);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AuditTimeInputError);
      expect((e as AuditTimeInputError).field).toBe(field);
      expect((e as Error).message).toContain(message);
    }
  });
});

describe('several standards (IAF MD 11)', () => {
  const items = [
    { standard: 'Q', effectivePersonnel: 100 },
    { standard: 'E', effectivePersonnel: 100, riskLevel: 2 },
    { standard: 'S', effectivePersonnel: 100, riskLevel: 2 },
  ];

  it('sums the standards and applies the integration reduction', () => {
    const r = calculateAuditTime({ items, integrationPercent: -15 });
    expect(r.items.map((i) => i.adjustedDays)).toEqual([7, 8, 8]);
    // 23 × 0.85 = 19.55 → 19.5
    expect(r.totalDays).toBe(19.5);
    expect(r.items[2]!.justification.at(-1)).toBe('多体系合计 23 人日，一体化调整 -15%，合计 19.5 人日');
  });

  it('caps the integration reduction at 20 % and allows an increase', () => {
    const capped = calculateAuditTime({ items, integrationPercent: -35 });
    expect(capped.totalDays).toBe(18.5);
    expect(capped.items[2]!.justification.at(-1)).toContain('超过上限 -20%');
    expect(calculateAuditTime({ items, integrationPercent: 10 }).totalDays).toBe(25.5);
  });

  it('ignores an integration adjustment for a single standard', () => {
    expect(calculateAuditTime({ items: [items[0]!], integrationPercent: -20 }).totalDays).toBe(7);
  });

  it('needs at least one standard', () => {
    expect(() => calculateAuditTime({ items: [] })).toThrow('请至少填写一个认证标准');
  });
});

describe('every band boundary of every table', () => {
  // DOMAIN.md §2.2 pinned: first four bands, every column, both ends of each band.
  it.each([
    ['Q', 'all', [1.5, 2, 2.5, 3]],
    ['E', 'high', [3, 3.5, 4.5, 5.5]],
    ['E', 'medium', [2.5, 3, 3.5, 4.5]],
    ['E', 'low', [2.5, 3, 3, 3.5]],
    ['E', 'limited', [2.5, 3, 3, 3]],
    ['S', 'high', [3, 3.5, 4.5, 5.5]],
    ['S', 'medium', [2.5, 3, 3.5, 4.5]],
    ['S', 'low', [2.5, 3, 3, 3.5]],
  ] as const)('%s %s: 1-5, 6-10, 11-15, 16-25 as in DOMAIN.md §2.2', (standard, column, expected) => {
    const table = DEFAULT_DURATION_TABLES.find((t) => t.standard === standard)!;
    const ends = [1, 5, 6, 10, 11, 15, 16, 25];
    expect(ends.map((n) => tableDays(table, column, n))).toEqual(expected.flatMap((d) => [d, d]));
  });

  it('gives each band its figure at both ends and the next figure one person later', () => {
    for (const table of DEFAULT_DURATION_TABLES)
      for (const [column, days] of Object.entries(table.columns)) {
        table.bands.forEach((band, i) => {
          const where = `${table.standard} ${column} ${band.from}-${band.to}`;
          expect(tableDays(table, column as 'all', band.from), where).toBe(days![i]);
          expect(tableDays(table, column as 'all', band.to), where).toBe(days![i]);
          if (i + 1 < table.bands.length)
            expect(tableDays(table, column as 'all', band.to + 1), where).toBe(days![i + 1]);
        });
      }
  });
});

describe('the body policy', () => {
  it('splits stage 1 and stage 2 by the configured share', () => {
    const r = calculateItem(
      { standard: 'Q', effectivePersonnel: 300 },
      { ...DEFAULT_AUDIT_TIME_POLICY, stage1Share: 0.25 },
    );
    expect([r.adjustedDays, r.stage1Days, r.stage2Days]).toEqual([10, 2.5, 7.5]);
    expect(r.justification).toContain('一阶段 2.5 人日，二阶段 7.5 人日（一阶段占 25%）');
  });

  it('rounds surveillance (1/3) and recertification (2/3) by the same rule', () => {
    // 10 → 3.33 → 3.5 and 6.67 → 6.5; 8 → 2.67 → 2.5 and 5.33 → 5.5
    const ten = calculateItem({ standard: 'Q', effectivePersonnel: 300 });
    expect([ten.surveillanceDays, ten.recertificationDays]).toEqual([3.5, 6.5]);
    const eight = calculateItem({ standard: 'Q', effectivePersonnel: 150 });
    expect([eight.surveillanceDays, eight.recertificationDays]).toEqual([2.5, 5.5]);
  });

  it('reduces by exactly 30 % without a cap note, and clamps beyond it', () => {
    const at = calculateItem({
      standard: 'Q',
      effectivePersonnel: 300,
      adjustments: [{ code: 'x', percent: -30 }],
    });
    expect(at.adjustedDays).toBe(7);
    expect(at.justification.join()).not.toContain('超过上限');
    const past = calculateItem({
      standard: 'Q',
      effectivePersonnel: 300,
      adjustments: [{ code: 'x', percent: -30.5 }],
    });
    expect(past.adjustedDays).toBe(7);
    expect(past.justification.join()).toContain('超过上限');
  });

  it('allows exactly -20 % integration (MD 11)', () => {
    const r = calculateAuditTime({
      items: [
        { standard: 'Q', effectivePersonnel: 300 },
        { standard: 'E', effectivePersonnel: 300, riskLevel: 1 },
      ],
      integrationPercent: -20,
    });
    // (10 + 15) × 0.8 = 20
    expect(r.totalDays).toBe(20);
    expect(r.items[1]!.justification.at(-1)).not.toContain('超过上限');
  });
});

describe('standards without an MD 5 table and the MD 11 total', () => {
  it('takes the body figure with its reason and derives the rest by the same rules', () => {
    const r = calculateManualItem('食品安全管理体系', 4.3, '按 CNCA 食品规则');
    expect([r.adjustedDays, r.stage1Days, r.stage2Days, r.surveillanceDays, r.recertificationDays]).toEqual([
      4.5, 1.5, 3, 1.5, 3,
    ]);
    expect(r.justification[0]).toContain('按 CNCA 食品规则');
    expect(() => calculateManualItem('食品安全管理体系', 4, '')).toThrow('请填写确定审核时间的理由');
    expect(() => calculateManualItem('食品安全管理体系', 0, '理由')).toThrow('请填写审核时间');
  });

  it('totals several standards with the integration adjustment', () => {
    expect(integratedTotal([7, 8, 8], -15)).toMatchObject({ totalDays: 19.5, applied: -15 });
    expect(integratedTotal([7, 8], -25)).toMatchObject({ totalDays: 12, applied: -20 });
    expect(integratedTotal([7], -20)).toEqual({ totalDays: 7, applied: 0, note: null });
  });
});
