import type { CertificateStandardRecord } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { standardOptions } from './referenceData';
import { applyStandardNameSetting, checkUploadType } from './rules';

const std = (id: string, scopeCertificate: 0 | 1) => ({ id, scopeCertificate }) as CertificateStandardRecord;

describe('standardOptions', () => {
  it('filters to scope-certificate standards and drops excluded ids', () => {
    const list = [std('q', 1), std('ghg', 0), std('e', 1)];
    expect(standardOptions(list).map((s) => s.id)).toEqual(['q', 'ghg', 'e']);
    expect(standardOptions(list, { scopeOnly: true }).map((s) => s.id)).toEqual(['q', 'e']);
    expect(standardOptions(list, { scopeOnly: true, excludeIds: ['q'] }).map((s) => s.id)).toEqual(['e']);
  });
});

describe('applyStandardNameSetting', () => {
  const columns = [{ dataIndex: 'certificateStandardName' }, { dataIndex: 'certNo' }];
  it.each([
    [1, 'realName'],
    [2, 'shortName'],
    [3, 'fullName'],
    [null, 'certificateStandardName'],
    [9, 'certificateStandardName'],
  ])('setting %j shows %s', (setting, field) => {
    expect(applyStandardNameSetting(columns, setting)[0]!.dataIndex).toBe(field);
    expect(applyStandardNameSetting(columns, setting)[1]!.dataIndex).toBe('certNo');
  });
});

describe('checkUploadType', () => {
  it('accepts the right type and ignores others', () => {
    expect(checkUploadType('excel')({ name: 'codes.XLSX' })).toBe(true);
    expect(checkUploadType('word')({ name: 'plan.pdf' })).not.toBe(true);
  });
});
