import { createHash, createHmac } from 'node:crypto';

/**
 * Aliyun RPC signature (version 1.0, HMAC-SHA1), as used by Dysmsapi SendSms:
 * StringToSign = METHOD & percent("/") & percent(sorted, percent-encoded query),
 * signed with `secret + "&"`, Base64.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k])}`)
    .join('&');
}

export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, msg: string) => createHmac('sha256', key).update(msg, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  /** Unix seconds. */
  timestamp: number;
  payload: string;
  contentType?: string;
}

/** Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256) for a POST with a JSON body. */
export function tc3Authorization(input: Tc3Input): { authorization: string; signature: string; canonicalRequest: string; stringToSign: string } {
  const contentType = input.contentType ?? 'application/json; charset=utf-8';
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = ['POST', '/', '', `content-type:${contentType}\nhost:${input.host}\n`, signedHeaders, sha256Hex(input.payload)].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign, 'utf8').digest('hex');
  return {
    authorization: `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    signature,
    canonicalRequest,
    stringToSign,
  };
}
