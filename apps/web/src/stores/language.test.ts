import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('language', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('defaults to zh-CN', async () => {
    const { useAppStore } = await import('./app.ts');
    const { default: i18n } = await import('../i18n/index.ts');
    expect(useAppStore.getState().language).toBe('zh-CN');
    expect(i18n.t('common.login')).toBe('登录');
  });

  it('switches to en-US, persists it, and survives a reload', async () => {
    const first = await import('./app.ts');
    first.useAppStore.getState().setLanguage('en-US');
    expect(localStorage.getItem('language')).toBe('en-US');

    vi.resetModules(); // a page reload: fresh modules, same localStorage
    const { useAppStore } = await import('./app.ts');
    const { default: i18n } = await import('../i18n/index.ts');
    expect(useAppStore.getState().language).toBe('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('common.login')).toBe('Log in');
  });

  it('ignores an unknown stored language', async () => {
    localStorage.setItem('language', 'fr-FR');
    const { useAppStore } = await import('./app.ts');
    expect(useAppStore.getState().language).toBe('zh-CN');
  });
});

describe('translations', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

  it('has every zh-CN key in en-US and no empty text', async () => {
    const { default: zh } = await import('../i18n/zh-CN.ts');
    const { default: en } = await import('../i18n/en-US.ts');
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    const empty = keys(en).filter((k) => k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], en) === '');
    expect(empty).toEqual([]);
  });
});
