import { describe, expect, it } from 'vitest';
import { changeApprovalDecideBody } from './contract.ts';
import {
  addedProfessionalCodes,
  CHANGE_DECISION,
  type ChangeDecisionInput,
  certificateChangeCodes,
  changeDecisionError,
  changeRequestStatusAfter,
  changeValueError,
  changeValueOf,
  decisionAppliesChange,
  decisionInputIssues,
  isChangeDecidable,
  parseProfessionalCodes,
  suggestedChangeFields,
} from './rules.ts';

const ITEM = '01900000-0000-7000-8000-000000000001';
const input = (over: Partial<ChangeDecisionInput> = {}): ChangeDecisionInput => ({
  decision: CHANGE_DECISION.noAudit,
  auditType: null,
  itemId: null,
  opinion: '',
  fields: [{ key: 'officeAddress', after: '上海市浦东新区科苑路88号' }],
  ...over,
});
const BEFORE = { officeAddress: '上海市浦东新区张江路100号', professionalCodes: '19.05.01' };

describe('which decisions a change request allows', () => {
  it('only a pending (1) request may be decided; approved, rejected and revoked ones may not', () => {
    expect(isChangeDecidable(1)).toBe(true);
    for (const s of [2, 3, 4]) expect(isChangeDecidable(s)).toBe(false);
    expect(changeDecisionError(2, input(), BEFORE, '已通过')).toBe('当前状态“已通过”不能审批');
    expect(changeDecisionError(4, input(), BEFORE, '已撤回')).toBe('当前状态“已撤回”不能审批');
    expect(changeDecisionError(1, input(), BEFORE)).toBeNull();
  });

  it('an information change without audit needs at least one field and no scope field', () => {
    expect(changeDecisionError(1, input({ fields: [] }), BEFORE)).toBe('信息变更请至少填写一项变更后的内容');
    expect(
      changeDecisionError(
        1,
        input({ itemId: ITEM, fields: [{ key: 'scopeZh', after: '电子元器件的设计和生产' }] }),
        BEFORE,
      ),
    ).toBe('认证范围（中文）的变更不是信息变更，须文件审核或现场审核');
    // A document review may change the scope (a reduction or a wording) …
    expect(
      changeDecisionError(
        1,
        input({
          decision: CHANGE_DECISION.documentReview,
          itemId: ITEM,
          fields: [{ key: 'scopeZh', after: '电子元器件的生产' }],
        }),
        BEFORE,
      ),
    ).toBeNull();
  });

  it('adding professional codes is a scope extension: only an audit of type 11 may follow', () => {
    const codes = { key: 'professionalCodes', after: '19.05.01、19.05.02' };
    expect(
      changeDecisionError(
        1,
        input({ decision: CHANGE_DECISION.documentReview, itemId: ITEM, fields: [codes] }),
        BEFORE,
      ),
    ).toBe('新增专业代码19.05.02属于扩大认证范围，须选择“需要审核”的扩大认证范围审核');
    expect(
      changeDecisionError(
        1,
        input({ decision: CHANGE_DECISION.audit, auditType: 21, itemId: ITEM, fields: [codes] }),
        BEFORE,
      ),
    ).toMatch(/扩大认证范围审核/);
    expect(
      changeDecisionError(
        1,
        input({ decision: CHANGE_DECISION.audit, auditType: 11, itemId: ITEM, fields: [codes] }),
        BEFORE,
      ),
    ).toBeNull();
    // Removing a code is a reduction: a document review suffices.
    expect(
      changeDecisionError(
        1,
        input({
          decision: CHANGE_DECISION.documentReview,
          itemId: ITEM,
          fields: [{ key: 'professionalCodes', after: '19.05.01' }],
        }),
        { professionalCodes: '19.05.01、19.05.02' },
      ),
    ).toBeNull();
  });

  it('an audit needs its type (11 or 21) and the item to review again; 11 only with a scope field', () => {
    const audit = (over: Partial<ChangeDecisionInput>) =>
      decisionInputIssues(input({ decision: CHANGE_DECISION.audit, ...over })).map((i) => i.message);
    expect(audit({ auditType: null, itemId: ITEM })).toContain(
      '请选择审核类型（扩大认证范围审核或变更审核）',
    );
    expect(audit({ auditType: 8, itemId: ITEM })).toContain('请选择审核类型（扩大认证范围审核或变更审核）');
    expect(audit({ auditType: 21, itemId: null })).toContain('请选择需要重新评审的认证项目');
    expect(audit({ auditType: 11, itemId: ITEM })).toContain('扩大认证范围审核须变更认证范围或专业代码');
    expect(audit({ auditType: 21, itemId: ITEM })).toEqual([]);
    expect(decisionInputIssues(input({ auditType: 21 }))[0]?.message).toBe('只有需要审核时才选择审核类型');
  });

  it('a rejection needs a reason and carries no field changes', () => {
    expect(
      decisionInputIssues(input({ decision: CHANGE_DECISION.reject, fields: [], opinion: ' ' })),
    ).toEqual([{ path: ['opinion'], message: '请填写驳回原因（至少2个字）' }]);
    expect(decisionInputIssues(input({ decision: CHANGE_DECISION.reject, opinion: '材料不全' }))).toEqual([
      { path: ['fields'], message: '驳回时不能填写变更内容' },
    ]);
    expect(
      changeDecisionError(
        1,
        input({ decision: CHANGE_DECISION.reject, fields: [], opinion: '材料不全' }),
        {},
      ),
    ).toBeNull();
  });

  it('item fields need the item; a value equal to the current one is refused', () => {
    expect(decisionInputIssues(input({ fields: [{ key: 'headcount', after: '160' }] }))[0]?.message).toBe(
      '请选择变更的认证项目',
    );
    expect(
      changeDecisionError(
        1,
        input({ fields: [{ key: 'officeAddress', after: BEFORE.officeAddress }] }),
        BEFORE,
      ),
    ).toBe('经营地址变更前后相同，请修改或删除该项');
    expect(
      decisionInputIssues(
        input({
          fields: [
            { key: 'name', after: 'A' },
            { key: 'name', after: 'B' },
          ],
        }),
      )[0]?.message,
    ).toBe('变更字段不能重复');
  });

  it('what the request and the changes become', () => {
    expect(changeRequestStatusAfter(CHANGE_DECISION.reject)).toBe(3);
    for (const d of [1, 2, 3] as const) expect(changeRequestStatusAfter(d)).toBe(2);
    expect(decisionAppliesChange(1)).toBe(true);
    expect(decisionAppliesChange(2)).toBe(true);
    expect(decisionAppliesChange(3)).toBe(false);
    expect(decisionAppliesChange(4)).toBe(false);
  });
});

describe('field values', () => {
  it('checks counts, codes, required and length with the field’s Chinese name', () => {
    expect(changeValueError('totalHeadcount', '-1')).toBe('总人数必须是不小于0的整数');
    expect(changeValueError('totalHeadcount', '1.5')).toBe('总人数必须是不小于0的整数');
    expect(changeValueError('totalHeadcount', '160')).toBeNull();
    expect(changeValueError('name', '  ')).toBe('请填写变更后的企业名称');
    expect(changeValueError('name', 'x'.repeat(101))).toBe('企业名称不能超过100个字符');
    expect(changeValueError('professionalCodes', '19.05.01,1905')).toBe(
      '专业代码“1905”格式应为“大类.中类.小类”，例如 19.05.01',
    );
    expect(changeValueError('nope', 'x')).toBe('变更字段不正确');
    expect(changeValueOf('totalHeadcount', ' 160 ')).toBe(160);
    expect(changeValueOf('professionalCodes', '19.05.01， 19.05.02 19.05.01')).toEqual([
      '19.05.01',
      '19.05.02',
    ]);
    expect(parseProfessionalCodes('')).toEqual([]);
    expect(addedProfessionalCodes('19.05.01', '19.05.01、33.02.00')).toEqual(['33.02.00']);
  });

  it('suggests the fields of the change types', () => {
    expect(suggestedChangeFields(5, [8])).toEqual(['officeAddress', 'officeAddressEn']);
    expect(suggestedChangeFields(3, [4, 5])).toEqual(['totalHeadcount', 'headcount', 'effectivePersonnel']);
    expect(suggestedChangeFields(99, [])).toEqual([]);
  });

  it('names the certchange codes that flow to the certificate', () => {
    expect(certificateChangeCodes(['name', 'officeAddress', 'totalHeadcount'], false)).toEqual(['01', '02']);
    expect(certificateChangeCodes(['scopeZh'], true)).toEqual(['05']);
    expect(certificateChangeCodes(['scopeZh', 'scopeEn'], false)).toEqual(['06']);
    expect(certificateChangeCodes(['headcount'], false)).toEqual([]);
  });
});

describe('the decision body', () => {
  const body = {
    id: ITEM,
    version: 1,
    decision: 1,
    fields: [{ key: 'officeAddress', after: '上海市浦东新区科苑路88号' }],
  };
  it('parses a good decision with defaults', () => {
    const parsed = changeApprovalDecideBody.parse(body);
    expect(parsed).toMatchObject({ auditType: null, itemId: null, opinion: '' });
  });
  it('refuses bad input with Chinese messages naming the field', () => {
    const fail = (b: object) => changeApprovalDecideBody.safeParse(b).error?.issues.map((i) => i.message);
    expect(fail({ ...body, decision: 7 })).toEqual(['请选择审批结论']);
    expect(fail({ ...body, fields: [{ key: 'password', after: 'x' }] })).toEqual(['变更字段不正确']);
    expect(fail({ ...body, fields: [{ key: 'totalHeadcount', after: 'abc' }] })).toEqual([
      '总人数必须是不小于0的整数',
    ]);
    expect(fail({ ...body, version: 0 })).toEqual(['版本号错误']);
  });
});
