/**
 * Server state of 审核项目. The lists' settingKeys start with the area key `shxm:project`, so every
 * execution action refreshes the lists and the open project.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { executionApi } from './api';

export const EXECUTION_AREA_KEY = 'shxm:project';
export const PROJECT_LIST_SETTING_KEY = `${EXECUTION_AREA_KEY}:list`;
export const ASSIST_PROJECT_LIST_SETTING_KEY = `${EXECUTION_AREA_KEY}:assist:list`;
export const ONSITE_LIST_SETTING_KEY = `${EXECUTION_AREA_KEY}:onsite:list`;
export const APPROVAL_LIST_SETTING_KEY = `${EXECUTION_AREA_KEY}:approval:list`;
export const NC_LIST_SETTING_KEY = `${EXECUTION_AREA_KEY}:nc:list`;

const projects = defineAreaQueries(EXECUTION_AREA_KEY, { get: executionApi.get });

export const useExecutionProject = projects.useRecord;
export const useCheckIn = projects.mutation(executionApi.checkIn);
export const useSubmitStage1 = projects.mutation(executionApi.stage1);
export const useSaveMeeting = projects.mutation(executionApi.meeting);
export const useFinishAudit = projects.mutation(executionApi.finish);
export const useAbortProject = projects.mutation(executionApi.abort);
export const useSupplementary = projects.mutation(executionApi.supplementary);
export const useRaiseNc = projects.mutation(executionApi.raiseNc);
export const useAnswerNc = projects.mutation(executionApi.answerNc);
export const useVerifyNc = projects.mutation(executionApi.verifyNc);
export const useConfirmArchive = projects.mutation(executionApi.confirmArchive);
export const useApplyApproval = projects.mutation(executionApi.applyApproval);
export const useDecideApproval = projects.mutation(executionApi.decideApproval);
export const useSaveChecklist = projects.mutation(executionApi.saveChecklist);
export const useSaveExecutionSetting = projects.mutation(executionApi.saveSetting);
