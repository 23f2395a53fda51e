/** Server state of the 审核方案 pages: programmes under 'shfa:scheme', plans under 'shfa:planAssign'. */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type PlanEditBody, type PlanTeamBody, type ProgrammeEditBody, plansApi, programmesApi } from './api';

export const SCHEME_AREA_KEY = 'shfa:scheme';
export const SCHEME_LIST_SETTING_KEY = `${SCHEME_AREA_KEY}:list`;
export const PLAN_AREA_KEY = 'shfa:planAssign';
export const PLAN_LIST_SETTING_KEY = `${PLAN_AREA_KEY}:list`;
export const ABORT_LIST_SETTING_KEY = 'shfa:planAssign:abortList';
export const MY_TASK_LIST_SETTING_KEY = 'auditorZone:myTask:list';

const programmes = defineAreaQueries(SCHEME_AREA_KEY, { list: programmesApi.list, get: programmesApi.get });
export const useProgramme = programmes.useRecord;
export const useEditProgramme = programmes.mutation((body: ProgrammeEditBody) => programmesApi.edit(body));
export const useCreateProjects = programmes.mutation((programmeId?: string) =>
  programmesApi.createProjects(programmeId ? { programmeId } : {}),
);

const plans = defineAreaQueries(PLAN_AREA_KEY, { list: plansApi.list, get: plansApi.get });
export const usePlan = plans.useRecord;
export const useEditPlan = plans.mutation((body: PlanEditBody) => plansApi.edit(body));
export const useSetTeam = plans.mutation((body: PlanTeamBody) => plansApi.team(body));
type Act = 'submit' | 'approve' | 'returnPlan' | 'reject' | 'abort';
export const usePlanAction = plans.mutation(
  ({ action, id, version, reason }: { action: Act; id: string; version: number; reason?: string }) =>
    action === 'submit' || action === 'approve'
      ? plansApi[action]({ id, version })
      : plansApi[action]({ id, version, reason: reason ?? '' }),
);
export const useSendNotice = plans.mutation((id: string) => plansApi.notice(id));
export const useSavePlanningSetting = plans.mutation(plansApi.saveSetting);
