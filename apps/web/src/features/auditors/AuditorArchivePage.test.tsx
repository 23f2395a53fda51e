import type { AuditorArchive } from '@cb/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AuditorArchivePage from './AuditorArchivePage';
import { type Call, fakeApi, grant, renderAt, resetTestKit } from './testKit';

const AUDITOR = '0190a0b0-0000-7000-8000-000000000001';
const QMS_STANDARD = '0190a0b0-0000-7000-8000-0000000000aa';
const competence = (id: string, code: string, status: number) => ({
  id: `0190a0b0-0000-7000-8000-00000000010${id}`,
  auditorId: AUDITOR,
  auditorName: '王建国',
  scheme: 'QMS',
  code,
  codeName: '',
  source: '3',
  evaluationMethod: '审核经历',
  passDate: null,
  evaluator: '',
  evidence: '近三年参加该代码审核6次',
  status,
  returnReason: '',
  appliedAt: '2026-11-20T01:00:00.000Z',
  decidedAt: null,
  version: 2,
});

const archive: AuditorArchive = {
  auditor: {
    id: AUDITOR,
    name: '王建国',
    sex: 1,
    idCardNo: '310115196501010011',
    phone: '13910000000',
    email: '',
    personnelKind: '1',
    employmentType: 1,
    branchCompany: '总部',
    status: 1,
    userId: null,
    username: 'auditor',
    registrations: 'QMS:02',
    createTime: '2026-11-24T03:05:09.000Z',
    updateTime: '2026-11-24T03:05:09.000Z',
    version: 1,
    education: '本科',
    employer: '',
    bankName: '中国工商银行上海分行',
    bankAccount: '6222 0210 0000 0000 123',
    remark: '',
  },
  qualifications: [
    {
      id: '0190a0b0-0000-7000-8000-000000000201',
      auditorId: AUDITOR,
      auditorName: '王建国',
      scheme: 'QMS',
      level: '02',
      registrationNo: 'QMS-2024-010000',
      validFrom: '2024-01-01',
      validTo: '2099-12-31',
      leaderFlag: 1,
      canWitness: false,
      version: 1,
    },
  ],
  competences: [competence('1', '19.05.01', 1), competence('2', '29.12.01', 0)],
  contracts: [],
  leaves: [],
  witness: [],
};

let calls: Call[] = [];
afterEach(resetTestKit);

function show() {
  calls = fakeApi({
    '/rlzy/auditor/archive': archive,
    '/certi/cerCertificateStandardApi/listStandards': [
      { id: QMS_STANDARD, code: 'Q', shortName: 'Q', name: '质量管理体系' },
    ],
    '/rlzy/code/decide': { id: archive.competences[1]!.id, version: 3 },
  });
  return renderAt(AuditorArchivePage, '/rlzy/archive/:auditorId', `/rlzy/archive/${AUDITOR}`);
}

const decisions = () => calls.filter((c) => c.path === '/rlzy/code/decide');
const pendingRow = () => screen.getByText('29.12.01').closest('tr')!;

describe('AuditorArchivePage', () => {
  it('shows the basic data, the bank number in fours, and every section with its empty state', async () => {
    grant('rlzy:auditor:archive');
    show();
    const basic = await screen.findByTestId('auditor-basic');
    expect(within(basic).getByText('6222 0210 0000 0000 123')).toBeTruthy();
    expect(within(basic).getByText('QMS 审核员')).toBeTruthy();
    expect(screen.getByText('注册资格 (1)')).toBeTruthy();
    expect(screen.getByText('专业代码能力 (2)')).toBeTruthy();
    expect(screen.getByText('暂无劳动合同')).toBeTruthy();
    expect(screen.getByText('暂无请假记录')).toBeTruthy();
    expect(screen.getByText('暂无见证记录')).toBeTruthy();
    // Without the right to edit auditors there is nothing to approve or add.
    expect(screen.queryByRole('button', { name: /批\s*准/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增资格' })).toBeNull();
  });

  it('approves a pending application with its version after confirmation', async () => {
    grant('rlzy:auditor:edit');
    show();
    await screen.findByText('29.12.01');
    expect(within(pendingRow()).getByText('待审批')).toBeTruthy();
    fireEvent.click(within(pendingRow()).getByRole('button', { name: /批\s*准/ }));
    await screen.findAllByText('确定批准该专业代码申请吗？');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toMatchObject({
      method: 'PUT',
      body: { id: archive.competences[1]!.id, version: 2, approve: true },
    });
  });

  it('returns an application only with a reason', async () => {
    grant('rlzy:auditor:edit');
    show();
    await screen.findByText('29.12.01');
    fireEvent.click(within(pendingRow()).getByRole('button', { name: /退\s*回/ }));
    const save = await screen.findByTestId('return-save');
    fireEvent.click(save);
    await screen.findByText('请填写退回原因');
    expect(decisions()).toHaveLength(0);
    fireEvent.change(document.querySelector('#return_reason')!, {
      target: { value: ' 证据不足，请补充审核记录 ' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]!.body).toEqual({
      id: archive.competences[1]!.id,
      version: 2,
      approve: false,
      reason: '证据不足，请补充审核记录',
    });
  });

  it("links a registration to its scheme's analysis through the certificate standard", async () => {
    grant('rlzy:auditor:archive', 'rlzy:analyse:detail');
    const router = show();
    await screen.findByText('QMS-2024-010000');
    const analyse = await screen.findByRole('button', { name: '能力分析' }, { timeout: 5000 });
    fireEvent.click(analyse);
    expect(router.state.location.pathname).toBe(`/rlzy/analyse/${AUDITOR}/${QMS_STANDARD}`);
  });
});
