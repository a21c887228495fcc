import type { CronPreview, JobClassView, JobRunQueued, MisfirePolicy, Page, PageQuery, QuartzJobView, QuartzLogsDeleted, QuartzLogView } from '@zhiyuan/shared';
import { http } from './http';

/** What the job form writes (XBoot's QuartzJob form fields). */
export interface JobForm {
  id?: string;
  title: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  misfirePolicy: MisfirePolicy;
  retryLimit: number;
  retryDelay: number;
  isRecordLog: boolean;
  description: string;
}

/** 定时任务: XBoot's /quartzJob/* and /quartzLog/* calls, plus the job classes, a cron preview and "run now". */
export const getJobs = (query: PageQuery & Record<string, unknown>) => http.get<Page<QuartzJobView>>('/quartzJob/getAllByPage', query);
export const getJobClasses = () => http.get<JobClassView[]>('/quartzJob/classes');
export const previewCron = (cron: string) => http.get<CronPreview>('/quartzJob/preview', { cron });
export const addJob = (form: JobForm) => http.post<QuartzJobView>('/quartzJob/add', { ...form, id: undefined });
export const editJob = (form: JobForm & { id: string }) => http.post<QuartzJobView>('/quartzJob/edit', { ...form });
export const pauseJob = (id: string) => http.post<QuartzJobView>('/quartzJob/pause', { id });
export const resumeJob = (id: string) => http.post<QuartzJobView>('/quartzJob/resume', { id });
export const toggleJobLog = (id: string) => http.post<QuartzJobView>('/quartzJob/changeRecordLog', { id });
export const runJobNow = (id: string) => http.post<JobRunQueued>('/quartzJob/runNow', { id });
export const deleteJobs = (ids: string[]) => http.post<null>('/quartzJob/delByIds', { ids: ids.join(',') });
export const getJobLogs = (query: PageQuery & Record<string, unknown>) => http.get<Page<QuartzLogView>>('/quartzLog/getByCondition', query);
export const deleteJobLogs = (ids: string[]) => http.post<QuartzLogsDeleted>('/quartzLog/delByIds', { ids: ids.join(',') });
