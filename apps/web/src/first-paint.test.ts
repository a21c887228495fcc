import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstPaintMarkup, firstPaintScript, firstPaintStyle, FIRST_PAINT_MAX_MS } from '../build/first-paint.ts';
import { detectDevice } from './device.ts';
import zhCN from './i18n/zh-CN.ts';
import enUS from './i18n/en-US.ts';

/** Runs the head script as a browser would, returning the classes it put on <html> and its timers. */
function runScript(env: { hash: string; userAgent: string; width: number; language?: string }) {
  const classes = new Set<string>();
  const timers: number[] = [];
  const context = {
    document: {
      documentElement: {
        classList: { add: (...c: string[]) => c.forEach((x) => classes.add(x)), remove: (...c: string[]) => c.forEach((x) => classes.delete(x)) },
      },
    },
    location: { hash: env.hash },
    navigator: { userAgent: env.userAgent },
    innerWidth: env.width,
    localStorage: { getItem: (key: string) => (key === 'language' ? (env.language ?? null) : null) },
    setTimeout: (_fn: () => void, ms: number) => timers.push(ms),
  };
  vm.runInNewContext(firstPaintScript(), context);
  return { classes: [...classes].sort(), timers };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe("the index's first paint (index.html)", () => {
  it("shows the phone's copy exactly when device.ts would pick the phone layout, the desktop's otherwise", () => {
    for (const userAgent of [IPHONE, ANDROID, IPAD, DESKTOP]) {
      for (const width of [360, 390, 767, 768, 1024, 1440]) {
        const phone = detectDevice({ userAgent, width }) === 'mobile';
        const { classes, timers } = runScript({ hash: '', userAgent, width });
        expect(classes, `${userAgent.slice(13, 40)} at ${width}`).toEqual(phone ? ['zy-fp'] : ['zy-fp', 'zy-fp-d']);
        expect(timers).toEqual([FIRST_PAINT_MAX_MS]);
      }
    }
  });

  it("only on the index: another page never shows the index's copy", () => {
    for (const hash of ['', '#', '#/', '#/index', '#/index?from=x'])
      expect(runScript({ hash, userAgent: IPHONE, width: 390 }).classes, hash).toEqual(['zy-fp']);
    for (const hash of ['#/schoolDetail/1', '#/afterAssessed?province=%E5%B9%BF%E4%B8%9C', '#/my', '#/indexes'])
      expect(runScript({ hash, userAgent: IPHONE, width: 390 }).classes, hash).toEqual([]);
    for (const hash of ['#/schoolDetail/1', '#/afterAssessed', '#/indexes'])
      expect(runScript({ hash, userAgent: DESKTOP, width: 1440 }).classes, hash).toEqual([]);
  });

  it('in the stored language', () => {
    expect(runScript({ hash: '', userAgent: IPHONE, width: 390, language: 'en-US' }).classes).toEqual(['zy-fp', 'zy-fp-en']);
    expect(runScript({ hash: '', userAgent: IPHONE, width: 390, language: 'zh-CN' }).classes).toEqual(['zy-fp']);
  });

  it('says what the page says, in both languages, with the brand escaped', () => {
    const html = firstPaintMarkup('志愿通<测试>');
    for (const m of [zhCN, enUS]) {
      expect(html).toContain(`<h1 class="zy-hero__title">${m.home.heroTitle}</h1>`);
      expect(html).toContain(`<p class="zy-hero__subtitle">${m.home.heroSubtitle}</p>`);
      expect(html).toContain(m.home.searchPlaceholderShort);
    }
    // the desktop's copy: its header's navigation and its hero's search box, marked apart from the phone's
    for (const m of [zhCN, enUS]) {
      expect(html).toContain(m.home.searchPlaceholder);
      expect(html).toContain(`<span class="zy-lnav__item zy-lnav__item--active">${m.nav.home}</span>`);
    }
    expect(html).toContain('data-fp-lang="zh-CN" class="zy-desktop"');
    expect(firstPaintStyle()).toContain('html.zy-fp.zy-fp-d #zy-fp [lang],html.zy-fp:not(.zy-fp-d) #zy-fp [data-fp-lang]{display:none}');
    expect(html).toContain('志愿通&#60;测试&#62;');
    expect(html).not.toContain('<测试>');
    // Hidden unless <html> is marked; the app under it keeps its layout but is not painted.
    expect(firstPaintStyle()).toContain('#zy-fp{display:none}');
    expect(firstPaintStyle()).toContain('html.zy-fp #root{visibility:hidden}');
  });
});
