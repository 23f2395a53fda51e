import '../../shared/testing/browserStubs';
import type { Permission } from '@cb/domain';
import { render } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  archivePath,
  executePath,
  projectColumns,
  projectFilters,
  projectSearchFields,
} from './ProjectList.data';
import type { ExecutionT } from './texts';

const t = ((key: string) => key) as unknown as ExecutionT;

describe('审核项目 list', () => {
  it('turns the search form into the contract filters (date range, blanks dropped, text trimmed)', () => {
    expect(
      projectFilters({
        enterpriseName: ' 华瑞 ',
        statusKey: 'awaitingRectification',
        auditType: 2,
        auditorName: '',
        range: [dayjs('2026-03-01'), dayjs('2026-03-31')],
      }),
    ).toEqual({
      enterpriseName: '华瑞',
      statusKey: 'awaitingRectification',
      auditType: 2,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    expect(projectFilters({ range: [null, dayjs('2026-04-30')] })).toEqual({ dateTo: '2026-04-30' });
  });

  it('shows the status label second and the actions the user holds', () => {
    const only = (codes: Permission[]) => (p: Permission) => codes.includes(p);
    const columns = projectColumns({ t, can: only(['shxm:project:detail']), navigate: () => undefined });
    expect(columns.map((c) => c.key).slice(0, 2)).toEqual(['enterpriseName', 'statusKey']);
    expect(columns.at(-1)?.key).toBe('actions');
    expect(executePath('x')).toBe('/shxm/project/execute/x');
    expect(archivePath('x')).toBe('/assist/archive/x');
  });

  it('tells apart the rows of one plan by contract number and standard', () => {
    const columns = projectColumns({ t, can: () => true, navigate: () => undefined });
    const plan = columns.find((c) => c.key === 'planNo')!;
    const standard = columns.find((c) => c.key === 'standardName')!;
    const rows = [
      { planNo: 'R003400260001', contractNo: 'HT2026-0012', standardName: 'GB/T 19001-2016', scheme: 'QMS' },
      { planNo: 'R003400260001', contractNo: 'HT2026-0012', standardName: 'GB/T 24001-2016', scheme: 'EMS' },
    ];
    const text = (row: (typeof rows)[number]) =>
      render(
        <>
          {(plan.render as (v: unknown, r: unknown) => ReactNode)(row.planNo, row)}
          {(standard.render as (v: unknown, r: unknown) => ReactNode)(row.standardName, row)}
        </>,
      ).container.textContent;
    const [first, second] = rows.map(text);
    expect(first).toContain('HT2026-0012');
    expect(first).toContain('GB/T 19001-2016');
    expect(first).not.toBe(second);
  });

  it('gives the audited enterprise no filter or column of the body’s own (auditor, branch office)', () => {
    const labels = (client: boolean) =>
      [
        ...render(<Form>{projectSearchFields(t, { client })}</Form>).container.querySelectorAll(
          '.ant-form-item-label label',
        ),
      ].map((l) => l.textContent);
    const staff = labels(false);
    expect(staff).toEqual(expect.arrayContaining(['field.auditor', 'field.branch', 'field.enterprise']));
    const client = labels(true);
    expect(client).not.toContain('field.auditor');
    expect(client).not.toContain('field.branch');
    expect(client).toEqual(
      expect.arrayContaining(['field.enterprise', 'field.status', 'field.auditType', 'field.dates']),
    );
    const keys = (client: boolean) =>
      projectColumns({ t, can: () => true, navigate: () => undefined, client }).map((c) => c.key);
    expect(keys(false)).toContain('branchCode');
    expect(keys(true)).not.toContain('branchCode');
  });
});
