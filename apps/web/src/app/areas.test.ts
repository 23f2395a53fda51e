import { describe, expect, it } from 'vitest';
import { underConstructionTexts } from '../features/under-construction/texts';
import { AREAS } from './areas';
import { isUnderConstruction, REGISTERED_KEYS, ROUTE_PERMISSIONS, resolvePage } from './pageRegistry';

const FEATURE_PAGES = import.meta.glob<Readonly<Record<string, unknown>>>('../features/*/pages.ts', {
  eager: true,
  import: 'pages',
});

describe('areas from the manifests', () => {
  it('name every area of the registry, in both languages', () => {
    expect(Object.keys(AREAS).length).toBeGreaterThan(20);
    for (const key of REGISTERED_KEYS) {
      const area = resolvePage(key)!.area;
      expect(AREAS, key).toHaveProperty(area);
      expect(underConstructionTexts.t(`areas.${area}`), key).toBe(AREAS[area]!.title);
    }
    expect(AREAS.xmsl).toMatchObject({ title: '项目受理', titleEn: 'Applications' });
    expect(AREAS.cwgl).toMatchObject({ title: '财务管理', titleEn: 'Finance' });
  });

  it('carry the route gates', () => {
    expect(ROUTE_PERMISSIONS).toEqual([
      { path: '/xmsl/detail/:applyId/:operable', anyOf: ['xmsl:search:audit', 'xmsl:search:detail'] },
    ]);
  });
});

describe('features/*/pages.ts', () => {
  it('register each key once, all of them in the registry', () => {
    const keys = Object.values(FEATURE_PAGES).flatMap((pages) => Object.keys(pages));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(new Set(REGISTERED_KEYS)).toEqual(new Set([...keys, 'layouts/IframeView']));
  });

  it('leave no page on the 建设中 placeholder: every area is built (统计 was the last)', () => {
    expect(REGISTERED_KEYS.filter(isUnderConstruction)).toEqual([]);
    expect(isUnderConstruction('tjfx/IncomeReport')).toBe(false);
    expect(isUnderConstruction('khgl/EnterpriseList')).toBe(false);
    expect(isUnderConstruction('cwgl/InvoiceAwaitList')).toBe(false);
    expect(isUnderConstruction('yjxy/EventList')).toBe(false);
    expect(isUnderConstruction('xxsb/PlanReportList')).toBe(false);
  });
});
