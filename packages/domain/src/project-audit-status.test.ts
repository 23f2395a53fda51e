import { describe, expect, it } from 'vitest';
import { localize } from './labels.ts';
import {
  PROJECT_AUDIT_STATUS_LABELS,
  type ProjectAuditStatusInput,
  type ProjectAuditStatusKey,
  projectAuditStatusLabel,
} from './project-audit-status.ts';

describe('PROJECT_AUDIT_STATUS_LABELS', () => {
  it('has the 19 labels of the spec, all distinct', () => {
    const labels = Object.values(PROJECT_AUDIT_STATUS_LABELS);
    expect(labels).toHaveLength(19);
    expect(new Set(labels.map((l) => l.zh)).size).toBe(19);
    expect(new Set(labels.map((l) => l.en)).size).toBe(19);
  });
});

describe('projectAuditStatusLabel', () => {
  const cases: [string, ProjectAuditStatusInput, ProjectAuditStatusKey, string][] = [
    ['0 supplementary audit', { status: 0, specialType: 2 }, 'supplementaryAuditInProgress', '补充审核中'],
    [
      '0 special type wins over stage one',
      { status: 0, specialType: 2, stageOneFlag: 1 },
      'supplementaryAuditInProgress',
      '补充审核中',
    ],
    ['0 stage one submitted', { status: 0, stageOneFlag: 1 }, 'stageOneSubmitted', '一阶段已提交'],
    ['0 otherwise', { status: 0, specialType: 1, stageOneFlag: 0 }, 'awaitingAudit', '待审核'],
    ['1 stage not 10', { status: 1, stage: 4 }, 'awaitingRectification', '待整改'],
    ['1 no stage', { status: 1 }, 'awaitingRectification', '待整改'],
    ['1 stage 10 tech rejected', { status: 1, stage: 10, techAuditStatus: 3 }, 'rejected', '已驳回'],
    ['1 stage 10 otherwise', { status: 1, stage: 10, techAuditStatus: 1 }, 'awaitingTechCheck', '待技术审定'],
    ['2 stage 6', { status: 2, stage: 6 }, 'decided', '已决定'],
    ['2 stage 7', { status: 2, stage: 7 }, 'evaluated', '已评定'],
    ['2 other stage', { status: 2, stage: 5 }, 'audited', '已审核'],
    ['3 stage 4 decide 3', { status: 3, stage: 4, decideStatus: 3 }, 'awaitingRectification', '待整改'],
    ['3 stage 4 audit 3', { status: 3, stage: 4, auditStatus: 3 }, 'awaitingRectification', '待整改'],
    [
      '3 stage 4 otherwise',
      { status: 3, stage: 4, decideStatus: 1, auditStatus: 1 },
      'certificationDecisionInProgress',
      '认证决定中',
    ],
    [
      '3 decide 3 on another stage',
      { status: 3, stage: 5, decideStatus: 3 },
      'certificationDecisionInProgress',
      '认证决定中',
    ],
    ['4 stage 5 audit 3', { status: 4, stage: 5, auditStatus: 3 }, 'awaitingRectification', '待整改'],
    [
      '4 stage 5 otherwise',
      { status: 4, stage: 5, auditStatus: 1 },
      'certificationEvaluationInProgress',
      '认证评定中',
    ],
    ['4 stage 6', { status: 4, stage: 6 }, 'decided', '已决定'],
    ['4 stage 7', { status: 4, stage: 7 }, 'evaluated', '已评定'],
    [
      '4 audit 3 on another stage',
      { status: 4, stage: 4, auditStatus: 3 },
      'certificationEvaluationInProgress',
      '认证评定中',
    ],
    ['5 audit 4', { status: 5, auditStatus: 4 }, 'aborted', '已终止'],
    ['5 otherwise', { status: 5, auditStatus: 3 }, 'awaitingApproval', '待审批'],
    ['6 initial review 4', { status: 6, initialReviewStatus: 4 }, 'awaitingRectification', '待整改'],
    ['6 otherwise', { status: 6, initialReviewStatus: 1 }, 'awaitingDocumentReturn', '待资料回收'],
    ['7 review 4', { status: 7, reviewStatus: 4 }, 'awaitingRectification', '待整改'],
    ['7 otherwise', { status: 7 }, 'awaitingReview', '待复核'],
  ];

  it.each(cases)('%s', (_, input, key, zh) => {
    const label = projectAuditStatusLabel(input);
    expect(label?.key).toBe(key);
    expect(label?.zh).toBe(zh);
    expect(label?.en).toBe(PROJECT_AUDIT_STATUS_LABELS[key].en);
  });

  it('gives the English label through localize', () => {
    const label = projectAuditStatusLabel({ status: 5, auditStatus: 4 });
    expect(label && localize(label, 'en-US')).toBe('Aborted');
  });

  it.each([-1, 8, 99])('is null for status %i', (status) => {
    expect(projectAuditStatusLabel({ status })).toBeNull();
  });
});
