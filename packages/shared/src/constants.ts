/** Business constants of spec §9; one place so server and both apps agree. */
export const HTTP_TIMEOUT_MS = 15_000;
/**
 * A call that carries a file (an upload, an import's dry run or commit): the file's transfer alone
 * can outlast 15 s on a slow link (10 MB at 5 Mbit/s is 16 s), and an import's commit does its work
 * before it answers. docs/decisions/admin.md, "Uploads wait longer".
 */
export const UPLOAD_TIMEOUT_MS = 300_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Paid product id (会员卡 / VIP). */
export const PAID_PRODUCT_ID = 1;
export const NAME_MAX_CHARS = 12;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Theme defaults (spec §9). */
export const DEFAULT_THEME = {
  mainTheme: 'light',
  menuTheme: 'darkblue',
  navTheme: 'light',
  accordion: true,
  menuWidth: 220,
  navType: 1,
  sliceNum: 4,
  navShowType: 'list',
  showNavMenuIcon: true,
  fixNav: true,
  showFold: true,
  showLogo: true,
  showTags: true,
  showSearch: true,
  showFooter: true,
  weakMode: false,
  watermark: {
    open: true,
    type: 'username' as 'username' | 'custom',
    custom: '',
    alpha: 0.05,
    fontSize: 12,
    angle: 15,
    gapX: 100,
    gapY: 100,
    offsetX: 0,
    offsetY: 0,
    font: 'sans-serif',
    color: '#000000',
  },
} as const;
export type ThemeSettings = typeof DEFAULT_THEME;

/** Brand names by build mode (spec §1: test build and production build). */
export const BRAND = { production: '志愿通', test: '志愿通·测试版' } as const;
export function brandName(mode: string): string {
  return mode === 'production' ? BRAND.production : BRAND.test;
}

/**
 * The month (1–12) from which the next 高考 filing season is the coming one: forms are filled from
 * late June and the last batches admit in August, so until the end of August the season is this
 * year's; from September on, the next year's.
 */
export const FILING_SEASON_ROLLOVER_MONTH = 9;

/** The filing season (高考 year) a student preparing at `now` fills in, in China's time zone. */
export function filingSeason(now: Date = new Date()): number {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const year = china.getUTCFullYear();
  return china.getUTCMonth() + 1 >= FILING_SEASON_ROLLOVER_MONTH ? year + 1 : year;
}
