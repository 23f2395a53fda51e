import { describe, expect, it } from 'vitest';
import { type AreaDefinition, orderAreas } from '../platform/areas.ts';
import { AREAS } from './areas.ts';

describe('the areas found in modules/*/area.ts', () => {
  it('are registered and seeded in the established order', () => {
    expect(AREAS.map((a) => a.name)).toEqual([
      'system',
      'system-config',
      'system-access',
      'system-jobs',
      'third-party-login',
      'reference',
      'auditors',
      'customers',
      'applications',
      'contract-review',
      'audit-programmes',
      'audit-execution',
      'certification-decisions',
      'certificates',
      'certificate-mail',
      'change-approval',
      'lifecycle',
      'notices',
      'public-checks',
      'dashboard',
    ]);
  });

  it('each come after the areas they declare', () => {
    const position = new Map(AREAS.map((a, i) => [a.name, i]));
    for (const area of AREAS)
      for (const name of area.after ?? []) expect(position.get(name)).toBeLessThan(position.get(area.name)!);
  });
});

describe('orderAreas', () => {
  const area = (name: string, after?: string[], uses?: string[]): AreaDefinition => ({
    name,
    title: name,
    ...(after ? { after } : {}),
    ...(uses ? { uses } : {}),
  });
  const names = (areas: AreaDefinition[]) => areas.map((a) => a.name);

  it('puts an area after what it declares, else by the tie-break list, then by name', () => {
    const areas = [area('c', ['z']), area('b'), area('a'), area('z'), area('y', ['a'])];
    expect(names(orderAreas(areas, ['b', 'c', 'z']))).toEqual(['b', 'z', 'c', 'a', 'y']);
  });

  it('ignores `uses` for the order', () => {
    expect(names(orderAreas([area('b', [], ['a']), area('a')], ['b', 'a']))).toEqual(['b', 'a']);
  });

  it('refuses a cycle, naming it', () => {
    const areas = [area('a', ['c']), area('b', ['a']), area('c', ['b']), area('d')];
    expect(() => orderAreas(areas)).toThrow(/cycle: a → c → b → a/);
  });

  it('refuses an unknown name in `after` or `uses`, and a name twice', () => {
    expect(() => orderAreas([area('a', ['nope'])])).toThrow(/'a' builds on 'nope', which is no area/);
    expect(() => orderAreas([area('a', [], ['nope'])])).toThrow(/which is no area/);
    expect(() => orderAreas([area('a'), area('a')])).toThrow(/two areas are named 'a'/);
  });
});
