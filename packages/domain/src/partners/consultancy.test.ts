import { describe, expect, it } from 'vitest';
import {
  type ConsultancyEngagement,
  type ConsultantPeriod,
  consultancyBarLifted,
  partnerConsultancyBar,
} from './consultancy.ts';

const engagement: ConsultancyEngagement = {
  partnerId: 'p1',
  partnerName: '上海卓信管理咨询有限公司',
  startDate: '2024-01-01',
  endDate: '2025-03-01',
};
const worked: ConsultantPeriod = { partnerId: 'p1', auditorId: 'a1', startDate: '2023-06-01', endDate: null };

describe('partnerConsultancyBar', () => {
  it('bars on end + 2 years − 1 day and allows on end + 2 years', () => {
    expect(consultancyBarLifted('2025-03-01')).toBe('2027-03-01');
    const bar = partnerConsultancyBar([engagement], [worked], 'a1', '2027-02-28');
    expect(bar?.message).toBe(
      '曾任咨询机构「上海卓信管理咨询有限公司」的咨询人员，该机构为本企业提供咨询至2025-03-01，两年内不得审核',
    );
    expect(partnerConsultancyBar([engagement], [worked], 'a1', '2027-03-01')).toBeNull();
  });

  it('bars during the engagement and just after it', () => {
    expect(partnerConsultancyBar([engagement], [worked], 'a1', '2024-06-01')).not.toBeNull();
    expect(partnerConsultancyBar([engagement], [worked], 'a1', '2025-03-02')).not.toBeNull();
  });

  it('needs the auditor to have worked for that consultancy during the engagement', () => {
    expect(partnerConsultancyBar([engagement], [worked], 'a2', '2026-01-01')).toBeNull();
    expect(
      partnerConsultancyBar([engagement], [{ ...worked, partnerId: 'p2' }], 'a1', '2026-01-01'),
    ).toBeNull();
    // Left the consultancy before the engagement started, or joined after it ended.
    expect(
      partnerConsultancyBar([engagement], [{ ...worked, endDate: '2023-12-31' }], 'a1', '2026-01-01'),
    ).toBeNull();
    expect(
      partnerConsultancyBar([engagement], [{ ...worked, startDate: '2025-03-02' }], 'a1', '2026-01-01'),
    ).toBeNull();
    // Worked there on the engagement's first or last day only.
    expect(
      partnerConsultancyBar([engagement], [{ ...worked, endDate: '2024-01-01' }], 'a1', '2026-01-01'),
    ).not.toBeNull();
    expect(
      partnerConsultancyBar([engagement], [{ ...worked, startDate: '2025-03-01' }], 'a1', '2026-01-01'),
    ).not.toBeNull();
  });

  it('names the engagement that ended last', () => {
    const later = { ...engagement, endDate: '2025-09-30' };
    expect(partnerConsultancyBar([engagement, later], [worked], 'a1', '2026-01-01')?.endDate).toBe(
      '2025-09-30',
    );
  });

  it('clamps a leap day: ended 2024-02-29, barred until 2026-02-27, allowed from 2026-02-28', () => {
    const leap = { ...engagement, endDate: '2024-02-29' };
    expect(consultancyBarLifted('2024-02-29')).toBe('2026-02-28');
    expect(partnerConsultancyBar([leap], [worked], 'a1', '2026-02-27')).not.toBeNull();
    expect(partnerConsultancyBar([leap], [worked], 'a1', '2026-02-28')).toBeNull();
  });
});
