import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Every /api route declares the schema of its answer (issue 31): OpenAPI shows it, lib/response.ts
 * writes and (outside production) checks by it. The routes below answer with something other than
 * the envelope, so they have no answer schema: the handler sends the reply itself (a file, an
 * image, a redirect, a text format) or the route is a websocket.
 */
const NOT_ENVELOPED: Record<string, string> = {
  'GET /api/common/captcha/draw/{id}': 'the captcha image (PNG), sent by the handler',
  'GET /api/user/export': 'the filtered users as an .xlsx file, sent by the handler',
  'GET /api/social/{platform}/login': "a redirect (302) to the provider's sign-in page",
  'GET /api/social/{platform}/callback': 'a redirect (302) back to the site (/login, /relate or /personalCenter)',
  'GET /api/metrics': 'Prometheus text format',
  'GET /api/volunteerForm/export/{id}': 'the form as an .xlsx file, sent by the handler',
  'GET /api/volunteerForm/report/{id}/pdf': 'the 志愿报告 as a PDF, sent by the handler',
  'POST /api/cardBatch/add': "the new batch's cards as an .xlsx or .csv file, sent by the handler",
  'POST /api/pay/notify/weixin': "WeChat Pay's protocol: 204, or 4xx/5xx with {code: 'FAIL'}",
  'GET /api/content/template/download/{id}': 'a .txt attachment, or a redirect to the uploaded file',
  'GET /api/content/admin/question/template': 'an .xlsx download (the 百问 import template)',
  'GET /api/actModel/export/{id}': 'a model as a .bpmn or .svg download, sent by the handler',
  'GET /api/actProcess/export': "a process version's .bpmn download, sent by the handler",
  'GET /api/file/view/{id}': 'the bytes of a stored file or its thumbnail (206 for a Range), sent by the handler',
  'POST /api/generate/zip/table/{vueName}/{rowNum}': "代码生成's files as a .zip download, sent by the handler",
  'POST /api/generate/zip/tree/{vueName}/{rowNum}/{enableTable}': "代码生成's files as a .zip download, sent by the handler",
};

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: { result?: unknown } } }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('response schemas', () => {
  it('every /api route declares the schema of its answer, or says why it answers outside the envelope', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    const listed = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'head') continue;
        const route = `${method.toUpperCase()} ${path}`;
        const result = operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.result;
        if (route in NOT_ENVELOPED) listed.add(route);
        else if (!result) missing.push(route);
      }
    }
    expect(missing.join('\n'), `${missing.length} routes without a response schema`).toBe('');
    // The list above names only routes that exist.
    expect(Object.keys(NOT_ENVELOPED).filter((route) => !listed.has(route))).toEqual([]);
  });
});
