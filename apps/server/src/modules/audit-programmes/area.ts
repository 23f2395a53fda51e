import { calendarDateOf } from '@cb/domain';
import { defineArea } from '../../platform/areas.ts';
import { onContractApproved } from '../contract-review/door.ts';
import { generateProgrammesForContract } from './programme-cycle.ts';
import { auditProgrammeRoutes } from './routes.ts';
import { seedAuditProgrammes } from './seed.ts';

// An approved contract gets one programme per item, in the approving transaction (DOMAIN §1.2 row 4).
onContractApproved(async (tx, user, contract) => {
  await generateProgrammesForContract(
    tx,
    user.tenantId,
    user.userId,
    contract.id,
    calendarDateOf(contract.approvedAt ?? new Date()),
  );
});

export default defineArea({
  name: 'audit-programmes',
  title: '审核方案',
  after: ['auditors', 'contract-review', 'customers', 'partners', 'reference'],
  uses: ['notices'],
  routes: auditProgrammeRoutes,
  seed: seedAuditProgrammes,
  tables: {
    audit_programmes: '审核方案',
    programme_rows: '方案行',
    audit_projects: '审核项目',
    audit_plans: '审核计划',
    plan_sites: '计划场所',
    plan_team_members: '审核组成员',
    plan_status_history: '计划状态记录',
    auditor_consultancies: '咨询关系',
    plan_number_counters: '计划编号',
  },
});
