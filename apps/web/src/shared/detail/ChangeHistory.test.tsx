import '../testing/browserStubs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeHistory, type HistoryEntry } from './ChangeHistory';

const entries: HistoryEntry[] = [
  {
    id: 2,
    at: '2026-11-21T10:00:00.000Z',
    action: 'update',
    table: 'enterprises',
    recordId: 'e1',
    actorId: 'u1',
    actorName: '王业务',
    changes: [
      { field: 'totalHeadcount', before: 10, after: 60 },
      { field: 'secretColumn', before: 'a', after: 'b' },
    ],
  },
  {
    id: 1,
    at: '2026-11-21T09:00:00.000Z',
    action: 'insert',
    table: 'enterprise_sites',
    recordId: 's1',
    actorId: null,
    actorName: '',
    changes: [{ field: 'name', before: null, after: '一号厂房' }],
  },
];

describe('ChangeHistory', () => {
  it('shows who changed what with the labelled fields only, per record kind', async () => {
    render(
      <ChangeHistory
        load={async () => ({ records: entries, total: 2, current: 1, size: 10, pages: 1 })}
        fieldLabels={{ totalHeadcount: '总人数', name: '企业名称', 'enterprise_sites.name': '场所名称' }}
        tableLabels={{ enterprises: '企业', enterprise_sites: '场所' }}
        formatValue={(field, value) => (field === 'totalHeadcount' ? `${value}人` : undefined)}
      />,
    );
    expect(
      await screen.findByText((_t, el) => el?.tagName === 'LI' && el.textContent === '总人数：10人 → 60人'),
    ).toBeTruthy();
    expect(screen.getByText('场所名称')).toBeTruthy();
    expect(screen.queryByText('企业名称')).toBeNull();
    expect(screen.queryByText(/secretColumn/)).toBeNull();
    expect(screen.getByText('系统')).toBeTruthy();
    expect(screen.getByText('修改')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });
});
