import { describe, expect, it } from 'vitest';
import { criteriaToSearch, EMPTY_FORM, searchFromUrl, validateSearch } from './searchForm';

describe('certificate search form', () => {
  it('needs a number or a name of at least two characters', () => {
    expect(validateSearch(EMPTY_FORM)).toEqual({ ok: false, error: 'form.required' });
    expect(validateSearch({ ...EMPTY_FORM, certNo: '   ' })).toEqual({ ok: false, error: 'form.required' });
    expect(validateSearch({ ...EMPTY_FORM, enterpriseName: ' 华 ' })).toEqual({
      ok: false,
      error: 'form.nameTooShort',
    });
    expect(validateSearch({ ...EMPTY_FORM, enterpriseName: '华瑞' })).toEqual({
      ok: true,
      value: { enterpriseName: '华瑞', pageNo: 1 },
    });
  });

  it('trims, keeps a known status and drops an unknown one', () => {
    expect(validateSearch({ certNo: ' 06824Q10286R0S ', enterpriseName: '', status: '2' }, 3)).toEqual({
      ok: true,
      value: { certNo: '06824Q10286R0S', status: '2', pageNo: 3 },
    });
    expect(validateSearch({ certNo: 'X', enterpriseName: '', status: '99' })).toEqual({
      ok: true,
      value: { certNo: 'X', pageNo: 1 },
    });
  });

  it('round-trips through the URL and keeps the tenant', () => {
    const url = criteriaToSearch(
      { enterpriseName: '华瑞', status: '1', pageNo: 2 },
      new URLSearchParams('tenantId=3&certNo=old'),
    );
    expect(url.toString()).toBe('tenantId=3&enterpriseName=%E5%8D%8E%E7%91%9E&status=1&pageNo=2');
    expect(searchFromUrl(url)).toEqual({
      form: { certNo: '', enterpriseName: '华瑞', status: '1' },
      criteria: { enterpriseName: '华瑞', status: '1', pageNo: 2 },
    });
    expect(searchFromUrl(new URLSearchParams('enterpriseName=华')).criteria).toBeNull();
    expect(searchFromUrl(new URLSearchParams('certNo=A&pageNo=-4')).criteria).toEqual({
      certNo: 'A',
      pageNo: 1,
    });
  });
});
