import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionLink, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type PlanFilters, type PlanListRow, plansApi } from './api';
import { PlanDrawer } from './PlanDrawer';
import { planColumns, planFilters, planSearchFields } from './PlanList.data';
import { PlanningSettingDialog } from './PlanningSettingDialog';
import { PLAN_LIST_SETTING_KEY } from './queries';
import { programmeTexts } from './texts';

/** 计划分派 (shfa/PlanAssignList): plans by status, date, scheme, auditor, enterprise, branch; arrange and approve in the drawer. */
export default function PlanAssignListPage() {
  const { t } = programmeTexts.useTranslation();
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const planId = params.get('plan');
  const open = (row: PlanListRow) => setParams({ plan: row.id });
  const [settingOpen, setSettingOpen] = useState(false);
  const closeSetting = useCallback(() => setSettingOpen(false), []);
  const canSet = can('shfa:planAssign:approve') || can('sys:setting:edit');

  return (
    <div className="cb-page">
      <ListPage<PlanListRow, PlanFilters>
        settingKey={PLAN_LIST_SETTING_KEY}
        columns={planColumns(t, {
          open,
          actions: (row) => (
            <ActionLink onClick={() => open(row)}>
              {row.status === 1 && can('shfa:planAssign:approve')
                ? t('plan.approve')
                : [0, 2].includes(row.status) && can('shfa:planAssign:assign')
                  ? t('plan.arrange')
                  : t('common.view')}
            </ActionLink>
          ),
        })}
        fetchPage={plansApi.list}
        toFilters={(v) => planFilters(v) as PlanFilters}
        searchFields={planSearchFields(t)}
        onExport={can('shfa:planAssign:export') ? plansApi.exportList : undefined}
        toolbar={
          canSet ? (
            <Button onClick={() => setSettingOpen(true)} data-testid="planning-setting">
              {t('setting.open')}
            </Button>
          ) : null
        }
      />
      {settingOpen ? <PlanningSettingDialog t={t} onClose={closeSetting} /> : null}
      <PlanDrawer planId={planId} onClose={() => setParams({})} />
    </div>
  );
}
