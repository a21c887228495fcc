import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_PATH, useTabs } from './tabs';

const paths = () => useTabs.getState().tabs.map((t) => t.path);

describe('page tabs', () => {
  beforeEach(() => {
    useTabs.getState().closeAll();
    useTabs.getState().open({ path: '/sys/user', title: '用户管理' });
    useTabs.getState().open({ path: '/sys/role', title: '角色管理' });
    useTabs.getState().open({ path: '/sys/log', title: '日志管理' });
  });

  it('keeps home first and never closes it', () => {
    expect(paths()[0]).toBe(HOME_PATH);
    useTabs.getState().close(HOME_PATH, HOME_PATH);
    expect(paths()[0]).toBe(HOME_PATH);
  });

  it('opens a page once', () => {
    useTabs.getState().open({ path: '/sys/user', title: '用户管理' });
    expect(paths()).toEqual([HOME_PATH, '/sys/user', '/sys/role', '/sys/log']);
  });

  it('moves to the neighbour when the active tab closes', () => {
    expect(useTabs.getState().close('/sys/role', '/sys/role')).toBe('/sys/log');
    expect(useTabs.getState().close('/sys/log', '/sys/log')).toBe('/sys/user');
    expect(useTabs.getState().close('/sys/user', HOME_PATH)).toBe(HOME_PATH);
  });

  it('close-others keeps the first tag and the current one', () => {
    useTabs.getState().closeOthers('/sys/role');
    expect(paths()).toEqual([HOME_PATH, '/sys/role']);
  });

  it('close-all leaves only the first tag', () => {
    useTabs.getState().closeAll();
    expect(paths()).toEqual([HOME_PATH]);
  });
});
