/**
 * Who published a figure (issue 16): users see the publisher (广东省教育考试院, 教育部, the
 * university's admissions site …) with a link, never an internal source id or a file name; the id
 * stays for the tooltip. One list for every page: the provincial examination authorities by the
 * slug the data set's source ids use and by their web host, plus the national publishers.
 */

export type PublisherKind = 'exam-authority' | 'moe' | 'chsi' | 'university' | 'government' | 'third-party' | 'demo' | 'unknown';

export interface Publisher {
  kind: PublisherKind;
  /** Name in Chinese (zh-CN). */
  zh: string;
  /** Name in English (en-US). */
  en: string;
  /** Where to read it: the row's own page when it has one, else the publisher's site; null when unknown. */
  url: string | null;
  /** true when the numbers were copied by a third party (a mirror) rather than taken from the publisher. */
  mirror: boolean;
}

interface Authority {
  slug: string;
  province: string;
  zh: string;
  en: string;
  /** Web hosts of the authority (the first is its home page). */
  hosts: readonly string[];
}

/** The provincial examination authorities (省级教育考试院 / 招生考试院), by the slug of the data set's ids. */
export const EXAM_AUTHORITIES: readonly Authority[] = [
  { slug: 'beijing', province: '北京', zh: '北京教育考试院', en: 'Beijing Education Examinations Authority', hosts: ['www.bjeea.cn'] },
  { slug: 'tianjin', province: '天津', zh: '天津市教育招生考试院', en: 'Tianjin Education Admissions and Examinations Authority', hosts: ['www.zhaokao.net'] },
  { slug: 'hebei', province: '河北', zh: '河北省教育考试院', en: 'Hebei Education Examinations Authority', hosts: ['www.hebeea.edu.cn'] },
  { slug: 'shanxi', province: '山西', zh: '山西省招生考试管理中心', en: 'Shanxi Admissions and Examinations Center', hosts: ['www.sxkszx.cn'] },
  {
    slug: 'neimenggu',
    province: '内蒙古',
    zh: '内蒙古自治区教育招生考试中心',
    en: 'Inner Mongolia Education Admissions and Examinations Center',
    hosts: ['www.nm.zsks.cn'],
  },
  { slug: 'liaoning', province: '辽宁', zh: '辽宁省招生考试办公室', en: 'Liaoning Admissions and Examinations Office', hosts: ['www.lnzsks.com'] },
  { slug: 'jilin', province: '吉林', zh: '吉林省教育考试院', en: 'Jilin Education Examinations Authority', hosts: ['www.jleea.com.cn', 'www.jleea.edu.cn'] },
  { slug: 'heilongjiang', province: '黑龙江', zh: '黑龙江省招生考试院', en: 'Heilongjiang Admissions and Examinations Authority', hosts: ['www.lzk.hl.cn'] },
  { slug: 'shanghai', province: '上海', zh: '上海市教育考试院', en: 'Shanghai Education Examinations Authority', hosts: ['www.shmeea.edu.cn'] },
  { slug: 'jiangsu', province: '江苏', zh: '江苏省教育考试院', en: 'Jiangsu Education Examinations Authority', hosts: ['www.jseea.cn'] },
  { slug: 'zhejiang', province: '浙江', zh: '浙江省教育考试院', en: 'Zhejiang Education Examinations Authority', hosts: ['www.zjzs.net'] },
  { slug: 'anhui', province: '安徽', zh: '安徽省教育招生考试院', en: 'Anhui Education Admissions and Examinations Authority', hosts: ['www.ahzsks.cn'] },
  { slug: 'fujian', province: '福建', zh: '福建省教育考试院', en: 'Fujian Education Examinations Authority', hosts: ['www.eeafj.cn'] },
  { slug: 'jiangxi', province: '江西', zh: '江西省教育考试院', en: 'Jiangxi Education Examinations Authority', hosts: ['www.jxeea.cn'] },
  { slug: 'shandong', province: '山东', zh: '山东省教育招生考试院', en: 'Shandong Education Admissions and Examinations Authority', hosts: ['www.sdzk.cn'] },
  { slug: 'henan', province: '河南', zh: '河南省教育考试院', en: 'Henan Education Examinations Authority', hosts: ['www.haeea.cn', 'gaokao.haedu.cn'] },
  { slug: 'hubei', province: '湖北', zh: '湖北省教育考试院', en: 'Hubei Education Examinations Authority', hosts: ['www.hbea.edu.cn'] },
  { slug: 'hunan', province: '湖南', zh: '湖南省教育考试院', en: 'Hunan Education Examinations Authority', hosts: ['jyt.hunan.gov.cn'] },
  { slug: 'guangdong', province: '广东', zh: '广东省教育考试院', en: 'Guangdong Education Examinations Authority', hosts: ['eea.gd.gov.cn'] },
  { slug: 'guangxi', province: '广西', zh: '广西壮族自治区招生考试院', en: 'Guangxi Admissions and Examinations Authority', hosts: ['www.gxeea.cn'] },
  { slug: 'hainan', province: '海南', zh: '海南省考试局', en: 'Hainan Examinations Bureau', hosts: ['ea.hainan.gov.cn'] },
  { slug: 'chongqing', province: '重庆', zh: '重庆市教育考试院', en: 'Chongqing Education Examinations Authority', hosts: ['www.cqksy.cn', 'jw.cq.gov.cn'] },
  { slug: 'sichuan', province: '四川', zh: '四川省教育考试院', en: 'Sichuan Education Examinations Authority', hosts: ['www.sceea.cn'] },
  { slug: 'guizhou', province: '贵州', zh: '贵州省招生考试院', en: 'Guizhou Admissions and Examinations Authority', hosts: ['zsksy.guizhou.gov.cn'] },
  { slug: 'yunnan', province: '云南', zh: '云南省招生考试院', en: 'Yunnan Admissions and Examinations Authority', hosts: ['www.ynzs.cn'] },
  { slug: 'xizang', province: '西藏', zh: '西藏自治区教育考试院', en: 'Tibet Education Examinations Authority', hosts: ['zsks.edu.xizang.gov.cn'] },
  { slug: 'shaanxi', province: '陕西', zh: '陕西省教育考试院', en: 'Shaanxi Education Examinations Authority', hosts: ['www.sneea.cn'] },
  { slug: 'gansu', province: '甘肃', zh: '甘肃省教育考试院', en: 'Gansu Education Examinations Authority', hosts: ['www.ganseea.cn'] },
  { slug: 'qinghai', province: '青海', zh: '青海省教育招生考试院', en: 'Qinghai Education Admissions and Examinations Authority', hosts: ['www.qhjyks.com'] },
  { slug: 'ningxia', province: '宁夏', zh: '宁夏教育考试院', en: 'Ningxia Education Examinations Authority', hosts: ['www.nxjyks.cn'] },
  { slug: 'xinjiang', province: '新疆', zh: '新疆维吾尔自治区教育考试院', en: 'Xinjiang Education Examinations Authority', hosts: ['www.xjzk.gov.cn'] },
];

const MOE = { zh: '教育部', en: 'Ministry of Education', url: 'http://www.moe.gov.cn' };
const CHSI = { zh: '阳光高考平台（教育部）', en: 'Gaokao.chsi (Ministry of Education)', url: 'https://gaokao.chsi.com.cn' };

/** Known third-party sites, by host. */
const THIRD_PARTY_HOSTS: Record<string, { zh: string; en: string }> = {
  'www.gk100.com': { zh: '高考100', en: 'gk100.com' },
  'www.6617.com': { zh: '6617 高考网', en: '6617.com' },
};

const bySlug = new Map(EXAM_AUTHORITIES.map((a) => [a.slug, a]));
const byProvince = new Map(EXAM_AUTHORITIES.map((a) => [a.province, a]));
const byHost = new Map(EXAM_AUTHORITIES.flatMap((a) => a.hosts.map((h) => [h, a] as const)));

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The examination authority of a province (by its short name, e.g. 广东), if known. */
export function examAuthorityOf(province: string | null | undefined): Authority | undefined {
  return province ? byProvince.get(province) : undefined;
}

const authority = (a: Authority, url: string | null, mirror: boolean): Publisher => ({
  kind: 'exam-authority',
  zh: a.zh,
  en: a.en,
  url: url ?? `https://${a.hosts[0]}`,
  mirror,
});

/**
 * The publisher of a figure, from its source id (`sourceQuality`, e.g.
 * `official-guangdong-2025-undergraduate-major-group-filing-pdf-score-rank`), its link and, for
 * catalogue rows, the file it was read from (`moe_2026_institutions.csv`). `school` names the
 * university when the link is its own admissions site; `province` names the authority when the
 * id does not.
 */
export function publisherOf(
  src: { sourceQuality?: string | null; sourceUrl?: string | null; source?: string | null },
  context: { school?: string | null; province?: string | null } = {},
): Publisher {
  const id = (src.sourceQuality ?? src.source ?? '').trim().toLowerCase();
  const url = hostOf(src.sourceUrl) ? (src.sourceUrl as string) : null;
  const host = hostOf(url);
  const thirdParty = id.startsWith('third-party') || id.includes('third-party');

  if (id === 'demo') return { kind: 'demo', zh: '演示数据', en: 'Demo data', url: null, mirror: false };

  // The link says most about who published the page.
  if (host) {
    const a = byHost.get(host);
    if (a) return authority(a, url, false);
    if (host === 'gaokao.chsi.com.cn') return { kind: 'chsi', ...CHSI, url, mirror: false };
    if (host.endsWith('moe.gov.cn')) return { kind: 'moe', ...MOE, url, mirror: false };
    if (host.endsWith('.edu.cn') || host.endsWith('.edu.cn.') || host === 'join-tsinghua.edu.cn') {
      return context.school
        ? { kind: 'university', zh: `${context.school}招生网`, en: `${context.school} admissions site`, url, mirror: false }
        : { kind: 'university', zh: '高校招生网', en: 'University admissions site', url, mirror: false };
    }
    if (host.endsWith('.gov.cn')) return { kind: 'government', zh: '省级教育行政部门', en: 'Provincial education department', url, mirror: false };
    const known = THIRD_PARTY_HOSTS[host];
    if (known) return { kind: 'third-party', ...known, url, mirror: true };
  }

  // Catalogue files and ids of the Ministry of Education.
  const file = id.split(/[\\/]/).pop() ?? id;
  if (/^moe[_-]/.test(file) || /(^|[_-])catalog[_-]/.test(file) || file.startsWith('undergraduate_') || file.startsWith('vocational_')) {
    return { kind: 'moe', ...MOE, url: url ?? MOE.url, mirror: false };
  }

  if (!thirdParty) {
    // official-chsi-<province>-… : published by the province, read on 阳光高考
    if (/^official-chsi-/.test(id)) return { kind: 'chsi', ...CHSI, url: url ?? CHSI.url, mirror: false };
    const slug = id.split(/[-_]/).find((part) => bySlug.has(part));
    if (slug) return authority(bySlug.get(slug) as Authority, url, /mirror/.test(id) && !id.startsWith('official-'));
    const a = examAuthorityOf(context.province);
    if (a && id.startsWith('official')) return authority(a, url, false);
  }

  if (host) return { kind: 'third-party', zh: host.replace(/^www\./, ''), en: host.replace(/^www\./, ''), url, mirror: true };
  if (thirdParty) {
    // a third party's copy of an authority's table: say whose numbers they are
    const slug = id.split(/[-_]/).find((part) => bySlug.has(part));
    const a = slug ? bySlug.get(slug) : examAuthorityOf(context.province);
    return a
      ? { kind: 'third-party', zh: `第三方整理（${a.zh}数据）`, en: `Compiled by a third party (${a.en} data)`, url: null, mirror: true }
      : { kind: 'third-party', zh: '第三方整理', en: 'Compiled by a third party', url: null, mirror: true };
  }
  return { kind: 'unknown', zh: '公开资料', en: 'Public sources', url, mirror: false };
}

/** The publisher's name in the page's language. */
export function publisherName(p: Publisher, language: string | undefined): string {
  return language?.startsWith('en') ? p.en : p.zh;
}
