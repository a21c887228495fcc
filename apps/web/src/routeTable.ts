/**
 * Every route of spec §2 as data: the route name (what notAllow, tags and `page-<name>` test ids
 * use) and its path. Pages live in pages/<name>/index.tsx.
 */
export interface RouteEntry {
  name: string;
  path: string;
}

const route = (name: string, path = name): RouteEntry => ({ name, path });

export const INDEX_ROUTE = 'index';

/** Children of '/' in the desktop layout. */
export const DESKTOP_CHILDREN: readonly RouteEntry[] = [
  route('index'),
  route('conditionsOfEnrolment'),
  route('materialTemplate'),
  route('qAndA'),
  route('case', 'case/:id'),
  route('history'),
  route('expertIntroduction'),
  route('afterAssessed'),
  route('afterAssessedDetail'),
  route('afterAssessedDetailMajor'),
  route('personalCenter'),
  route('information'),
  route('informationDetail'),
  route('course'),
  route('whiteList'),
  route('other'),
  route('schoolTest'),
  route('introduction'),
  route('test'),
  route('testGuide'),
  route('report'),
  route('compareInstitutions'),
  route('strongBasePosition'),
  route('strongBaseCooperationDetail', 'strongBaseCooperationDetail/:id'),
  route('strongBase'),
  // 专业库 and its detail (spec §2 majorDetail: bar, line, rank and related-school charts)
  route('majorLibrary'),
  route('majorDetail'),
  // 招生项目查询 (自主招生: 强基, 综合评价, 专项 …) and 高校营, from the page manifest (issue 19)
  route('searchCooperation'),
  route('campPc'),
  // 选科报告 (issue 20)
  route('xuankeReport'),
];

/** Children of '/' in the mobile layout. */
export const MOBILE_CHILDREN: readonly RouteEntry[] = [
  route('index'),
  route('menuDetail', 'menuDetail/:id'),
  route('afterAssessed'),
  route('course'),
  route('expertIntroduction'),
  route('information'),
  route('informationDetail'),
  route('afterAssessedDetail'),
  route('my'),
];

/** Public routes without a layout (the catch-all 404 is added by the router). */
export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  route('login', '/login'),
  route('login-qr', '/login-qr'),
  route('register', '/register'),
  route('register-result', '/register-result'),
  route('reset', '/reset'),
  // 《用户协议》 and 《隐私政策》, linked from the register dialog (issue 16 item 3)
  route('agreement', '/agreement'),
  route('privacy', '/privacy'),
  // 志愿报告 of one saved form (issue 17): a print view without the site's layout, on every device
  route('zyReport', '/zyReport/:id'),
  route('relate', '/relate'),
  route('authorize', '/authorize'),
  route('403', '/403'),
  route('500', '/500'),
];

export const NOT_FOUND_ROUTE = '404';

/**
 * A link made on the other device type still leads somewhere: on a phone a desktop-only page opens
 * as its topic page (menuDetail/<name>); on a desktop 'my' opens personalCenter and
 * menuDetail/<name> the page it stands for. The target then goes through the guard as usual.
 */
/** `path` (which may hold a query already) with the query `search` ('?a=1' or '') added. */
export const withSearch = (path: string, search: string): string =>
  !search || search === '?' ? path : `${path}${path.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}`;

export function crossDeviceRedirects(device: 'desktop' | 'mobile'): { path: string; to: (params: Record<string, string | undefined>) => string }[] {
  if (device === 'mobile') {
    const mobileNames = new Set(MOBILE_CHILDREN.map((r) => r.name));
    // A path parameter (case/:id) rides along as the topic page's ?id=.
    return DESKTOP_CHILDREN.filter((r) => !mobileNames.has(r.name)).map((r) => ({
      path: r.path,
      to: ({ id }) => `/menuDetail/${r.name}${id ? `?id=${encodeURIComponent(id)}` : ''}`,
    }));
  }
  const desktopNames = new Set(DESKTOP_CHILDREN.filter((r) => r.path === r.name).map((r) => r.name));
  return [
    { path: 'my', to: () => '/personalCenter' },
    { path: 'menuDetail/:id', to: ({ id }) => (id && desktopNames.has(id) ? `/${id}` : `/${INDEX_ROUTE}`) },
  ];
}
