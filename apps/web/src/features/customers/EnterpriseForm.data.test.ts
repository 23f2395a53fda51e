import type { EnterpriseDetail } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { type EnterpriseFormValues, initialValues, NEW_ENTERPRISE, toBody } from './EnterpriseForm.data';

describe('enterprise form values ↔ request body', () => {
  it('trims, upper-cases the credit code, sends blanks as null or empty codes, and fills row defaults', () => {
    const values: EnterpriseFormValues = {
      name: '苏州星河精密制造有限公司',
      creditCode: ' 91320594ma1xxxxxxx ',
      code: '  ',
      registeredCapital: ' ',
      totalHeadcount: 10,
      sites: [{ siteType: '1', name: '总部', address: '星湖街328号' }],
      contacts: [{ name: '林晓', phone: '13812345678' }],
    };
    expect(toBody(values)).toMatchObject({
      name: '苏州星河精密制造有限公司',
      creditCode: '91320594MA1XXXXXXX',
      code: '',
      registeredCapital: null,
      partnerId: null,
      industryCode: '',
      natureCode: '',
      regionCode: '',
      sites: [
        { siteType: '1', name: '总部', address: '星湖街328号', headcount: 0, isCentralFunction: false },
      ],
      contacts: [{ name: '林晓', phone: '13812345678', isPrimary: false }],
    });
  });

  it('starts a new record active, in China and CNY; an existing one with its capital as text', () => {
    expect(initialValues(null)).toBe(NEW_ENTERPRISE);
    expect(NEW_ENTERPRISE).toMatchObject({ status: 1, countryCode: 'CN', currency: 'CNY' });
    const record = {
      name: 'x',
      registeredCapital: null,
      partnerId: null,
      status: 0,
    } as unknown as EnterpriseDetail;
    expect(initialValues(record)).toMatchObject({ registeredCapital: '', partnerId: undefined, status: 0 });
  });
});
