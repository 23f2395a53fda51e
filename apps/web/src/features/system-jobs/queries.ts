/** Server state of 定时任务: the job list, a job's runs, and the actions that refresh them. */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { jobsApi } from './api';

const jobs = defineAreaQueries('sys:job', {});

export const jobKeys = jobs.keys;

export function useJobs() {
  return useQuery({ queryKey: [...jobKeys.all, 'list'], queryFn: jobsApi.list });
}

export function useJobRuns(name: string | null) {
  return useQuery({
    queryKey: [...jobKeys.all, 'runs', name],
    queryFn: () => jobsApi.runs(name as string),
    enabled: Boolean(name),
  });
}

export const useRunJob = jobs.mutation((name: string) => jobsApi.run(name));
export const usePauseJob = jobs.mutation(({ name, paused }: { name: string; paused: boolean }) =>
  jobsApi.pause(name, paused),
);
export const useScheduleJob = jobs.mutation(({ name, schedule }: { name: string; schedule: string }) =>
  jobsApi.schedule(name, schedule),
);
