import { describe, expect, it } from 'vitest';
import { APPLICATION_MATERIAL_SCHEMES, applicationMaterialsOf } from './materials.ts';

describe('applicationMaterialsOf', () => {
  it('starts every category with the application form, whose template is 资料下载 xmsl001', () => {
    for (const category of ['A', 'B', 'C'] as const) {
      const [first] = applicationMaterialsOf(category);
      expect(first).toMatchObject({ name: '认证申请书', required: true, templateType: 'xmsl001' });
    }
  });

  it("adds a management-system scheme's own materials after the common ones, and nothing for others", () => {
    const base = applicationMaterialsOf('A');
    const env = applicationMaterialsOf('A', 'E');
    expect(env.slice(0, base.length)).toEqual(base);
    expect(env.slice(base.length).map((m) => m.code)).toEqual(['E01', 'E02', 'E03']);
    expect(applicationMaterialsOf('A', 'Q')).toEqual(base);
    expect(applicationMaterialsOf('B', 'E')).toEqual(applicationMaterialsOf('B'));
    expect(APPLICATION_MATERIAL_SCHEMES).toContain('S');
  });

  it('gives every material a unique code within its list', () => {
    for (const scheme of [undefined, ...APPLICATION_MATERIAL_SCHEMES]) {
      const codes = applicationMaterialsOf('A', scheme).map((m) => m.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});
