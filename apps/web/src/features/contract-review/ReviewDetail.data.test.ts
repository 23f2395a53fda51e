import { DEFAULT_AUDIT_TIME_POLICY, DEFAULT_DURATION_TABLES, type ReviewDetail } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { feeOverrides, formValuesOf, liveCalculation } from './ReviewDetail.data';

const item = (standardCode: string, standardName: string) => ({
  id: `00000000-0000-7000-8000-00000000000${standardCode === 'Q' ? 1 : 2}`,
  certificateStandardId: '00000000-0000-7000-8000-000000000009',
  standardName,
  standardCode,
  calculatorStandard: standardCode,
  standardVersion: '',
  scopeZh: '电子元器件的生产',
  scopeEn: '',
  professionalCodes: ['19.05.01'],
  reportingCodes: [],
  riskLevel: 2,
  headcount: 100,
  partTimeHeadcount: 0,
  partTimeFte: 0,
  repetitiveReduction: 0,
  reductionReason: '',
  sites: [],
  accreditationMark: 'CNAS',
  adjustments: [],
  manualDays: null,
  surveillanceFrequency: 12,
  confirmed: false,
  effectivePersonnel: 100,
  sampleInitial: 0,
  sampleSurveillance: 0,
  sampleRecertification: 0,
  tableDays: 0,
  adjustedDays: 0,
  onsiteDays: 0,
  stage1Days: 0,
  stage2Days: 0,
  surveillanceDays: 0,
  recertificationDays: 0,
  justification: [],
  competenceWarnings: [],
  accreditationGaps: [],
  codeRisks: [],
});

const review = {
  id: '00000000-0000-7000-8000-000000000000',
  version: 1,
  integrationPercent: 0,
  integrationReason: '',
  remark: '',
  items: [item('Q', '质量管理体系'), item('E', '环境管理体系')],
  feeLines: [],
  policy: {
    stage1Share: DEFAULT_AUDIT_TIME_POLICY.stage1Share,
    defaultRiskLevel: 2,
    qmsRiskAdjustment: { '1': 10, '2': 0, '3': -10, '4': -20 },
    tables: DEFAULT_DURATION_TABLES.map((t) => ({ ...t, bands: [...t.bands], columns: { ...t.columns } })),
    factors: [{ code: 'R01', nameZh: '管理体系成熟、运行良好', nameEn: '', percent: -10 }],
  },
} as unknown as ReviewDetail;

describe('the review page calculates live with the domain functions', () => {
  it('gives effective personnel, the MD 1 sample, the days and the MD 11 total', () => {
    const values = formValuesOf(review);
    values.items[0]!.partTimeHeadcount = 10;
    values.items[0]!.partTimeFte = 4.5;
    values.items[0]!.sites = [
      { name: '总部', address: '', headcount: 50, central: true },
      { name: '一厂', address: '', headcount: 30, central: false },
      { name: '二厂', address: '', headcount: 25, central: false },
    ];
    values.items[0]!.adjustments = [{ code: 'R01', percent: -10, reason: '运行三年' }];
    values.integrationPercent = -10;
    const live = liveCalculation(review, values);
    expect(live.items[0]!.effective).toBe(105);
    expect(live.items[0]!.sample).toEqual({ initial: 2, surveillance: 1, recertification: 2 });
    // 105 → 7 days; −10 % → 6.3 → 6.5. E medium 100 → 8. (6.5 + 8) × 0.9 = 13.05 → 13.
    expect(live.items.map((i) => i.days?.adjustedDays)).toEqual([6.5, 8]);
    expect(live.totalDays).toBe(13);
    expect(live.items[0]!.justification).toContain('调整：管理体系成熟、运行良好（运行三年） -10%');
  });

  it('names a problem instead of a figure', () => {
    const values = formValuesOf(review);
    values.items[0]!.repetitiveReduction = 5;
    const live = liveCalculation(review, values);
    expect(live.items[0]!.error).toBe('请填写重复性工作减少人数的理由');
    expect(live.totalDays).toBeNull();
  });

  it('sends only the fee lines the reviewer changed', () => {
    expect(
      feeOverrides([
        {
          itemIndex: 0,
          auditType: 1,
          feeType: 1,
          tariffAmount: '21000.00',
          amount: '21000.00',
          overrideReason: '',
        },
        {
          itemIndex: 0,
          auditType: 2,
          feeType: 2,
          tariffAmount: '6000.00',
          amount: '5000',
          overrideReason: '优惠',
        },
      ]),
    ).toEqual([{ itemIndex: 0, auditType: 2, feeType: 2, amount: '5000', overrideReason: '优惠' }]);
  });
});
