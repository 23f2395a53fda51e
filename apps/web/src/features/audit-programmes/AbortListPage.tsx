import { message } from 'antd';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type PlanFilters, type PlanListRow, plansApi } from './api';
import { PlanDrawer } from './PlanDrawer';
import { planColumns, planFilters, planSearchFields } from './PlanList.data';
import { ABORT_LIST_SETTING_KEY, usePlanAction } from './queries';
import { ReasonButton } from './ReasonButton';
import { programmeTexts } from './texts';

/** 项目终止 (shfa/AbortList): abort a plan with its reason; aborted plans show theirs. */
export default function AbortListPage() {
  const { t } = programmeTexts.useTranslation();
  const can = usePermission();
  const act = usePlanAction();
  const [toast, holder] = message.useMessage();
  const [params, setParams] = useSearchParams();

  return (
    <div className="cb-page">
      {holder}
      <ListPage<PlanListRow, PlanFilters>
        settingKey={ABORT_LIST_SETTING_KEY}
        columns={planColumns(t, {
          abort: true,
          open: can('shfa:abort:detail') ? (row) => setParams({ plan: row.id }) : undefined,
          actions: (row) =>
            row.status !== 4 && can('shfa:abort:abort') ? (
              <ReasonButton
                danger
                size="small"
                label={t('plan.abort')}
                title={`${t('plan.abortConfirm')} ${row.planNo}`}
                onConfirm={async (reason) => {
                  await act.mutateAsync({ action: 'abort', id: row.id, version: row.version, reason });
                  void toast.success(t('plan.aborted'));
                }}
              />
            ) : null,
        })}
        fetchPage={plansApi.abortList}
        toFilters={(v) => planFilters(v) as PlanFilters}
        searchFields={planSearchFields(t)}
      />
      <PlanDrawer planId={params.get('plan')} onClose={() => setParams({})} />
    </div>
  );
}
