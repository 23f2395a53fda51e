import '../../shared/testing/browserStubs';
import type { CertificateStandardRecord } from '@cb/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { STANDARDS_KEY } from '../../shared/components/form/referenceData';
import { localStore } from '../../shared/storage/persistent';
import { StandardVersionInput } from './StandardVersionInput';

// The catalogue as the browser keeps it between visits (loadStandards answers from it); the setup
// clears storage after each test.
beforeEach(() => {
  localStore.set(
    STANDARDS_KEY,
    [
      { id: 'ems', code: 'E', name: '环境管理体系', standardNumber: 'GB/T 24001-2016/ISO 14001:2015' },
      { id: 'pv', code: 'PV', name: '光伏产品', standardNumber: '' },
    ] as CertificateStandardRecord[],
    60_000,
  );
});

function Item({ standardId, version }: { standardId: string; version: string }) {
  return (
    <Form initialValues={{ items: [{ certificateStandardId: standardId, standardVersion: version }] }}>
      <Form.Item name={['items', 0, 'certificateStandardId']} hidden>
        <input />
      </Form.Item>
      <Form.Item name={['items', 0, 'standardVersion']}>
        <StandardVersionInput item={0} data-testid="version" />
      </Form.Item>
    </Form>
  );
}

describe('标准版本 of an application item (issue 30)', () => {
  it('takes the chosen standard’s edition from the catalogue when empty', async () => {
    render(<Item standardId="ems" version="" />);
    await waitFor(() =>
      expect((screen.getByTestId('version') as HTMLInputElement).value).toBe(
        'GB/T 24001-2016/ISO 14001:2015',
      ),
    );
  });

  it('keeps an edition the applicant typed, the catalogue’s shown as a hint', async () => {
    render(<Item standardId="ems" version="GB/T 24001-2016" />);
    await waitFor(() =>
      expect(screen.getByTestId('version').getAttribute('placeholder')).toBe(
        'GB/T 24001-2016/ISO 14001:2015',
      ),
    );
    expect((screen.getByTestId('version') as HTMLInputElement).value).toBe('GB/T 24001-2016');
  });
});
