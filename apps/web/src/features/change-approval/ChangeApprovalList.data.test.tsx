import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeApprovalRow } from './api';
import { auditPath, changeApprovalColumns, detailPath } from './ChangeApprovalList.data';
import { changeApprovalTexts } from './texts';

const row: ChangeApprovalRow = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  version: 1,
  applicationId: '0190a0b0-0000-7000-8000-000000000002',
  applyNo: 'SQ202600001',
  enterpriseId: '0190a0b0-0000-7000-8000-000000000003',
  enterpriseName: '上海华瑞精密机械制造有限公司',
  changeType: 5,
  changeType_dictText: '经营地址',
  infoChangeTypes_dictText: '经营地址',
  beforeValue: '上海市浦东新区张江路100号',
  afterValue: '上海市浦东新区科苑路88号',
  reason: '经营场所搬迁',
  otherDescription: '',
  status: 2,
  status_dictText: '已通过',
  createByName: '王业务',
  createTime: '2026-11-20T01:00:00.000Z',
  decision: 1,
  decision_dictText: '无需审核（信息变更）',
  auditType: null,
  auditType_dictText: '',
  opinion: '',
  decidedByName: '王业务',
  decidedAt: '2026-11-21T01:00:00.000Z',
};

const t = changeApprovalTexts.t;
const cell = (node: unknown) => render(node as ReactNode);

describe('变更审批 list columns', () => {
  it('待审批 shows the request and 审批 for holders of htps:bgsp:audit only', () => {
    const navigate = vi.fn();
    const cols = changeApprovalColumns('await', { t, can: (p) => p === 'htps:bgsp:audit', navigate });
    expect(cols.map((c) => c.key)).toEqual([
      'applyNo',
      'enterpriseName',
      'changeType',
      'beforeValue',
      'afterValue',
      'createByName',
      'createTime',
      'infoChangeTypes',
      'actions',
    ]);
    const actions = cols.at(-1)!;
    cell(actions.render!(undefined, row, 0));
    screen.getByRole('button', { name: '审批' }).click();
    expect(navigate).toHaveBeenCalledWith(auditPath(row.id));
    const none = changeApprovalColumns('await', { t, can: () => false, navigate });
    expect(none.at(-1)!.render!(undefined, row, 0)).toBeNull();
  });

  it('已审批 shows the conclusion and the decider, and 查看 opens the detail page', () => {
    const navigate = vi.fn();
    const cols = changeApprovalColumns('done', { t, can: (p) => p === 'htps:bgsp:detail', navigate });
    expect(cols.map((c) => c.key)).toEqual([
      'applyNo',
      'enterpriseName',
      'changeType',
      'afterValue',
      'status',
      'decision',
      'decidedByName',
      'decidedAt',
      'actions',
    ]);
    cell(cols.find((c) => c.key === 'decision')!.render!(1, row, 0));
    screen.getByText('无需审核（信息变更）');
    cell(cols.at(-1)!.render!(undefined, row, 0));
    screen.getByRole('button', { name: '查看' }).click();
    expect(navigate).toHaveBeenCalledWith(detailPath(row.id));
    // Sortable columns use the contract's sort names.
    expect(cols.filter((c) => c.sortField).map((c) => c.sortField)).toEqual(['changeType', 'decidedAt']);
  });
});
