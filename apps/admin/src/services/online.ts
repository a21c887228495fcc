import type { OnlineUserQuery, OnlineUserView, Page } from '@zhiyuan/shared';
import { http } from './http';

export type OnlineUser = OnlineUserView;

export function getOnlineUsers(query: OnlineUserQuery): Promise<Page<OnlineUser>> {
  return http.get<Page<OnlineUser>>('/onlineUser/getAllByPage', { ...query });
}

/** Kicks the sessions out: they die at once on every instance. */
export function kickOut(ids: string[]): Promise<null> {
  return http.post<null>('/onlineUser/logout', { ids });
}
