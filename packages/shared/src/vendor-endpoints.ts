/**
 * Where a vendor's service may be reached, from the vendor's published list of regions: the admin
 * picks a region by name and the server accepts only these endpoints (a typed URL would let whoever
 * edits settings send codes and keys to a host of their choosing). A custom endpoint (MinIO, a
 * private gateway, a test server) needs the operator's SETTINGS_CUSTOM_ENDPOINTS on the server.
 */
export interface VendorRegion {
  /** The vendor's region id, e.g. oss-cn-hangzhou, ap-guangzhou. */
  id: string;
  /** Its name as the vendor's console shows it. */
  name: string;
  /** The endpoint of that region; empty: the SDK derives it from the region (AWS). */
  endpoint: string;
}

const regions = (list: [string, string][], endpoint: (id: string) => string): VendorRegion[] =>
  list.map(([id, name]) => ({ id, name, endpoint: endpoint(id) }));

/** 阿里云短信 (Dysmsapi): the mainland endpoint and the international one. */
export const ALIYUN_SMS_REGIONS: VendorRegion[] = [
  { id: 'cn-hangzhou', name: '中国内地', endpoint: 'https://dysmsapi.aliyuncs.com' },
  { id: 'ap-southeast-1', name: '新加坡（国际）', endpoint: 'https://dysmsapi.ap-southeast-1.aliyuncs.com' },
];

/** 腾讯云短信: one endpoint (nearest access); the region goes in the signed X-TC-Region header. */
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
export const TENCENT_SMS_REGIONS: VendorRegion[] = regions(
  [
    ['ap-beijing', '华北地区（北京）'],
    ['ap-guangzhou', '华南地区（广州）'],
    ['ap-nanjing', '华东地区（南京）'],
  ],
  () => TENCENT_SMS_ENDPOINT,
);

/** S3-compatible storage vendors whose endpoints are known; minio and other have none (custom only). */
export const S3_VENDOR_REGIONS: Record<'aliyun' | 'tencent' | 'qiniu' | 'aws', VendorRegion[]> = {
  aliyun: regions(
    [
      ['oss-cn-hangzhou', '华东1（杭州）'],
      ['oss-cn-shanghai', '华东2（上海）'],
      ['oss-cn-nanjing', '华东5（南京）'],
      ['oss-cn-fuzhou', '华东6（福州）'],
      ['oss-cn-qingdao', '华北1（青岛）'],
      ['oss-cn-beijing', '华北2（北京）'],
      ['oss-cn-zhangjiakou', '华北3（张家口）'],
      ['oss-cn-huhehaote', '华北5（呼和浩特）'],
      ['oss-cn-wulanchabu', '华北6（乌兰察布）'],
      ['oss-cn-shenzhen', '华南1（深圳）'],
      ['oss-cn-heyuan', '华南2（河源）'],
      ['oss-cn-guangzhou', '华南3（广州）'],
      ['oss-cn-chengdu', '西南1（成都）'],
      ['oss-cn-hongkong', '中国香港'],
    ],
    (id) => `https://${id}.aliyuncs.com`,
  ),
  tencent: regions(
    [
      ['ap-beijing', '北京'],
      ['ap-nanjing', '南京'],
      ['ap-shanghai', '上海'],
      ['ap-guangzhou', '广州'],
      ['ap-chengdu', '成都'],
      ['ap-chongqing', '重庆'],
      ['ap-hongkong', '中国香港'],
    ],
    (id) => `https://cos.${id}.myqcloud.com`,
  ),
  qiniu: regions(
    [
      ['cn-east-1', '华东-浙江'],
      ['cn-east-2', '华东-浙江2'],
      ['cn-north-1', '华北-河北'],
      ['cn-south-1', '华南-广东'],
    ],
    (id) => `https://s3.${id}.qiniucs.com`,
  ),
  aws: regions(
    [
      ['cn-north-1', '中国（北京）'],
      ['cn-northwest-1', '中国（宁夏）'],
      ['ap-east-1', '亚太（香港）'],
      ['ap-southeast-1', '亚太（新加坡）'],
      ['ap-northeast-1', '亚太（东京）'],
      ['us-east-1', '美国东部（弗吉尼亚北部）'],
    ],
    () => '',
  ),
};

/** WeChat Pay's API hosts (the second is its published backup domain). */
export const WXPAY_API_BASES = ['https://api.mch.weixin.qq.com', 'https://api2.mch.weixin.qq.com'];

/** The listed region of a vendor whose endpoint is `endpoint` (empty endpoint: the first region). */
export function regionOfEndpoint(list: VendorRegion[], endpoint: string): VendorRegion | undefined {
  return endpoint ? list.find((r) => r.endpoint === endpoint) : list[0];
}
