import type { LogQuery, LogView, Page } from '@zhiyuan/shared';
import { http } from './http';

export type LogRow = LogView;

export function getLogsByPage(query: LogQuery): Promise<Page<LogRow>> {
  return http.get<Page<LogRow>>('/log/getAllByPage', { ...query });
}

export function deleteLogs(ids: string[]): Promise<null> {
  return http.post<null>('/log/delByIds', { ids });
}

/** Clears every log; the server writes this call itself into the new, empty log. */
export function clearLogs(): Promise<null> {
  return http.post<null>('/log/delAll', {});
}
