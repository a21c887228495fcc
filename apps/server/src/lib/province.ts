/**
 * The 34 province-level units by two-digit code (GB/T 2260). Institutions carry the code and the
 * full name (北京市); admission lines, rank tables and the province config use the short name
 * (北京). Callers may send any of the four forms.
 */
export interface ProvinceUnit {
  code: string;
  name: string;
  fullName: string;
}

const UNITS: [code: string, name: string, fullName: string][] = [
  ['11', '北京', '北京市'],
  ['12', '天津', '天津市'],
  ['13', '河北', '河北省'],
  ['14', '山西', '山西省'],
  ['15', '内蒙古', '内蒙古自治区'],
  ['21', '辽宁', '辽宁省'],
  ['22', '吉林', '吉林省'],
  ['23', '黑龙江', '黑龙江省'],
  ['31', '上海', '上海市'],
  ['32', '江苏', '江苏省'],
  ['33', '浙江', '浙江省'],
  ['34', '安徽', '安徽省'],
  ['35', '福建', '福建省'],
  ['36', '江西', '江西省'],
  ['37', '山东', '山东省'],
  ['41', '河南', '河南省'],
  ['42', '湖北', '湖北省'],
  ['43', '湖南', '湖南省'],
  ['44', '广东', '广东省'],
  ['45', '广西', '广西壮族自治区'],
  ['46', '海南', '海南省'],
  ['50', '重庆', '重庆市'],
  ['51', '四川', '四川省'],
  ['52', '贵州', '贵州省'],
  ['53', '云南', '云南省'],
  ['54', '西藏', '西藏自治区'],
  ['61', '陕西', '陕西省'],
  ['62', '甘肃', '甘肃省'],
  ['63', '青海', '青海省'],
  ['64', '宁夏', '宁夏回族自治区'],
  ['65', '新疆', '新疆维吾尔自治区'],
  ['71', '台湾', '台湾省'],
  ['81', '香港', '香港特别行政区'],
  ['82', '澳门', '澳门特别行政区'],
];

export const PROVINCE_UNITS: readonly ProvinceUnit[] = UNITS.map(([code, name, fullName]) => ({ code, name, fullName }));

const lookup = new Map<string, ProvinceUnit>();
for (const unit of PROVINCE_UNITS) {
  for (const key of [unit.code, `${unit.code}0000`, unit.name, unit.fullName]) lookup.set(key, unit);
}

/** 北京 / 北京市 / 11 / 110000 → the unit; undefined when it names none. */
export function findProvinceUnit(value: string): ProvinceUnit | undefined {
  return lookup.get(value.trim());
}

export const provinceByCode = (code: string | null) => (code ? lookup.get(code) : undefined);
