/**
 * Build side of the index's first paint (src/first-paint.ts says why): the head script, the style
 * and the static copies of the index's header and hero (a phone's and a desktop's), written into
 * index.html by the Vite plugin in vite.config.ts. Texts come from the app's own dictionaries, the
 * device rule from device.ts, so the copy says what the page will say.
 */
import { MOBILE_BREAKPOINT, PHONE_UA, TABLET_UA } from '../src/device.ts';
import { FIRST_PAINT_CLASS, FIRST_PAINT_DESKTOP_CLASS, FIRST_PAINT_EN_CLASS, FIRST_PAINT_ID } from '../src/first-paint.ts';
import { MAIN_NAV } from '../src/layouts/navItems.ts';
import { STORAGE } from '../src/stores/storage.ts';
import zhCN from '../src/i18n/zh-CN.ts';
import enUS from '../src/i18n/en-US.ts';

/** How long the static copy may stay if the app never takes over (a failed script): then the app shows whatever it has. */
export const FIRST_PAINT_MAX_MS = 10_000;

/**
 * The head script (classic, blocking, ~0.6 kB): on the index (no hash, #/ or #/index), marks
 * <html> so the static copy shows, the desktop's where device.ts's rule says desktop (issue 30
 * item 9), in the stored language.
 */
export function firstPaintScript(): string {
  return (
    `(function(){var d=document.documentElement;try{` +
    `var h=location.hash.replace(/^#\\/?/,'').split(/[/?]/)[0];if(h&&h!=='index')return;` +
    `var u=navigator.userAgent;if(!((!${TABLET_UA}.test(u)&&${PHONE_UA}.test(u))||innerWidth<${MOBILE_BREAKPOINT}))d.classList.add('${FIRST_PAINT_DESKTOP_CLASS}');` +
    `d.classList.add('${FIRST_PAINT_CLASS}');if(localStorage.getItem('${STORAGE.language}')==='en-US')d.classList.add('${FIRST_PAINT_EN_CLASS}');` +
    `setTimeout(function(){d.classList.remove('${FIRST_PAINT_CLASS}','${FIRST_PAINT_EN_CLASS}','${FIRST_PAINT_DESKTOP_CLASS}')},${FIRST_PAINT_MAX_MS})` +
    `}catch(e){}})();\n`
  );
}

/** Shown only while <html> is marked; the app below keeps its layout (measured as usual) but is not painted. */
export function firstPaintStyle(): string {
  const on = `html.${FIRST_PAINT_CLASS}`;
  return [
    `#${FIRST_PAINT_ID}{display:none}`,
    `${on} #${FIRST_PAINT_ID}{display:block;position:absolute;top:0;left:0;right:0;z-index:1000}`,
    `${on} #root{visibility:hidden}`,
    `${on}:not(.${FIRST_PAINT_EN_CLASS}) #${FIRST_PAINT_ID} [lang=en-US],${on}.${FIRST_PAINT_EN_CLASS} #${FIRST_PAINT_ID} [lang=zh-CN]{display:none}`,
    // the desktop's copy (data-fp-lang) or the phone's (lang), never both
    `${on}.${FIRST_PAINT_DESKTOP_CLASS} #${FIRST_PAINT_ID} [lang],${on}:not(.${FIRST_PAINT_DESKTOP_CLASS}) #${FIRST_PAINT_ID} [data-fp-lang]{display:none}`,
    `${on}:not(.${FIRST_PAINT_EN_CLASS}) #${FIRST_PAINT_ID} [data-fp-lang=en-US],${on}.${FIRST_PAINT_EN_CLASS} #${FIRST_PAINT_ID} [data-fp-lang=zh-CN]{display:none}`,
    `#${FIRST_PAINT_ID} .zy-fp__field{display:flex;align-items:center;color:#9aa3b2}`,
  ].join('');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// BrandLogo (components/Brand.tsx), with its own gradient id.
const LOGO =
  '<svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><defs><linearGradient id="zy-fp-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#0fb5a6"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#zy-fp-logo)"/><path d="M12 25 32 15l20 10-20 10z" fill="#fff"/><path d="M20 31v9.5c0 3.6 5.4 7 12 7s12-3.4 12-7V31l-12 6z" fill="#fff" fill-opacity=".82"/><path d="M49 27v12" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>';

/** The phone index's header (MobileHeader) and hero (MobileHero) with the same classes, in both languages. */
export function firstPaintMarkup(brand: string): string {
  const version = (lang: 'zh-CN' | 'en-US', m: typeof zhCN) =>
    `<div lang="${lang}" class="zy-mobile">` +
    `<header class="zy-m-header zy-m-header--home"><span class="zy-brand zy-brand--light">${LOGO}<span class="zy-brand__text"><span class="zy-brand__name">${escapeHtml(brand)}</span></span></span></header>` +
    `<main class="zy-mobile__main"><div class="zy-page zy-home zy-home--mobile"><section class="zy-hero"><div class="zy-hero__glow"></div>` +
    `<div class="zy-container zy-hero__inner"><h1 class="zy-hero__title">${escapeHtml(m.home.heroTitle)}</h1><p class="zy-hero__subtitle">${escapeHtml(m.home.heroSubtitle)}</p>` +
    `<div class="zy-hero__search"><span class="zy-hero__field zy-fp__field">${escapeHtml(m.home.searchPlaceholderShort)}</span></div>` +
    `</div></section></div></main></div>`;
  return (
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true">${version('zh-CN', zhCN)}${version('en-US', enUS as unknown as typeof zhCN)}` +
    `${desktopVersion(brand, 'zh-CN', zhCN)}${desktopVersion(brand, 'en-US', enUS as unknown as typeof zhCN)}</div>`
  );
}

/** antd's Button puts a space between two Chinese characters; the copy does as the page does (LightControls.tsx). */
const buttonLabel = (text: string) => (/^[\u4e00-\u9fa5]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text);

/**
 * The desktop index's header (DesktopHeader with its plain controls, LightControls.tsx) and hero
 * (IndexHero's plain search) with the same classes, in one language (issue 30 item 9). Marked
 * data-fp-lang rather than lang: the phone's copy keeps [lang] to itself. The province is left
 * out (the visitor's is known only to the app).
 */
function desktopVersion(brand: string, lang: 'zh-CN' | 'en-US', m: typeof zhCN): string {
  const nav = MAIN_NAV.map((item, i) => {
    const [group, key] = item.labelKey.split('.') as [keyof typeof m, string];
    const label = (m[group] as Record<string, string>)[key] ?? '';
    return `<span class="zy-lnav__item${i === 0 ? ' zy-lnav__item--active' : ''}">${escapeHtml(label)}</span>`;
  }).join('');
  const slogan = lang === 'zh-CN' ? `<span class="zy-brand__slogan">${escapeHtml(m.brand.slogan)}</span>` : '';
  return (
    `<div data-fp-lang="${lang}" class="zy-desktop">` +
    `<header class="zy-header"><div class="zy-container zy-header__inner"><span class="zy-header__brand"><span class="zy-brand">${LOGO.replace('width="30" height="30"', 'width="36" height="36"').replace('zy-fp-logo', `zy-fp-logo-${lang}`).replace('url(#zy-fp-logo)', `url(#zy-fp-logo-${lang})`)}` +
    `<span class="zy-brand__text"><span class="zy-brand__name">${escapeHtml(brand)}</span>${slogan}</span></span></span>` +
    `<div class="zy-header__nav zy-lnav">${nav}<span class="zy-lnav__item">${escapeHtml(m.nav.more)}</span></div>` +
    `<div class="zy-header__actions"><span class="zy-lbtn zy-lang-switch">${escapeHtml(m.common.switchLanguage)}</span><span class="zy-lspace"><span class="zy-lbtn zy-lbtn--default">${escapeHtml(buttonLabel(m.common.login))}</span><span class="zy-lbtn zy-lbtn--primary">${escapeHtml(buttonLabel(m.common.register))}</span></span></div>` +
    `</div></header><main class="zy-desktop__main"><div class="zy-page zy-home zy-home--desktop"><section class="zy-hero"><div class="zy-hero__glow"></div>` +
    `<div class="zy-container zy-hero__inner"><h1 class="zy-hero__title">${escapeHtml(m.home.heroTitle)}</h1><p class="zy-hero__subtitle">${escapeHtml(m.home.heroSubtitle)}</p>` +
    `<div class="zy-hero__search"><span class="zy-lsel zy-lsel--large zy-hero__type">${escapeHtml(m.common.noLimit)}</span>` +
    `<span class="zy-hero__input zy-lsearch"><span class="zy-hero__field zy-lsearch__field zy-fp__field">${escapeHtml(m.home.searchPlaceholder)}</span>` +
    `<span class="zy-lbtn zy-lbtn--primary zy-lsearch__button">${escapeHtml(m.common.search)}</span></span></div>` +
    `</div></section></div></main></div>`
  );
}
