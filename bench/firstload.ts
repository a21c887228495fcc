/**
 * Issue 16 item 12: a first visit to the public site's index, as a phone and as a desktop see it,
 * in Chromium with its network and CPU throttled through the DevTools protocol.
 *
 * Profile: Lighthouse's `mobileSlow4G` with DevTools throttling, i.e. the values Lighthouse itself
 * hands to `Network.emulateNetworkConditions` (lighthouse/core/config/constants.js:
 * rttMs 150 × 3.75 = 562.5 ms request latency, 1.6 Mbps × 0.9 = 1,474.56 kbps down,
 * 750 kbps × 0.9 = 675 kbps up) and `Emulation.setCPUThrottlingRate` 4. The same profile is used
 * for the desktop so the two rows compare.
 *
 * Each visit is a fresh browser context with the HTTP cache disabled (a first visit). For each
 * profile: the JavaScript files fetched, their bytes on the wire (the compressed body, as the
 * server sent it) and decoded, the CSS, and the Largest Contentful Paint (the median of RUNS).
 *
 * FIRSTLOAD_WEB_DIST serves another build (e.g. a copy of an older one, for a before/after).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, startServer } from '../e2e/harness.ts';

/** Lighthouse mobileSlow4G, DevTools throttling (see above). */
export const PROFILE = {
  name: 'Lighthouse mobileSlow4G (DevTools throttling): 562.5 ms latency, 1,474.56 kbps down, 675 kbps up, CPU × 4',
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuRate: 4,
} as const;

/** Targets of issue 16 item 12 (phone) and issue 30 item 9 (desktop): compressed JavaScript of the index and its LCP, per device. */
export const TARGETS = {
  phone: { jsKb: 200, lcpMs: 2500 },
  desktop: { jsKb: 200, lcpMs: 2500 },
} as const;

const RUNS = Number(process.env.FIRSTLOAD_RUNS ?? 3);

export interface FirstLoad {
  device: 'phone' | 'desktop';
  jsFiles: number;
  /** Body bytes on the wire (compressed when the server compressed it). */
  jsWireBytes: number;
  jsDecodedBytes: number;
  /** Content-Encoding of the JavaScript files, e.g. { br: 30 } or { identity: 89 }. */
  jsEncodings: Record<string, number>;
  cssFiles: number;
  cssWireBytes: number;
  /** Median LCP over the runs, and each run's. */
  lcpMs: number;
  lcpRuns: number[];
  lcpElement: string;
  /** Median time at which the React index page was in the document (after the static first paint). */
  mountedMs: number;
  /** Whether the device's targets (TARGETS) were met. */
  met: { js: boolean; lcp: boolean };
}

interface Visit {
  js: { url: string; wire: number; decoded: number; encoding: string }[];
  css: { wire: number }[];
  lcpMs: number;
  lcpElement: string;
  mountedMs: number;
}

async function visit(browser: Browser, base: string, kind: 'mobile' | 'desktop'): Promise<Visit> {
  const context = await newContext(browser, kind);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuRate });

  // Bytes as they came over the wire, per request, from the protocol (resource timing's
  // encodedBodySize says the same for same-origin files; this also gives the encoding).
  const responses = new Map<string, { url: string; type: string; encoding: string }>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    responses.set(e.requestId, { url: e.response.url, type: e.type, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.encodedDataLength));

  // When the app's index page is in the document: on a phone the largest paint is the static copy
  // of its top in index.html (apps/web/src/first-paint.ts), so this says when the real page came.
  // (a string: tsx would add helpers to a function that do not exist in the page)
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="page-index"]')) return;
      window.zyMountedMs = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`);
  await page.goto(`${base}/#/index`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.getByTestId('page-index').waitFor({ timeout: 60_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        let last: (PerformanceEntry & { element?: Element | null }) | undefined;
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries();
          last = entries[entries.length - 1] as typeof last;
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          const el = last?.element;
          // An element no longer in the document (the static first paint, replaced by the app) has none.
          const name = el
            ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
            : 'replaced static copy';
          resolve({ ms: last ? Math.round(last.startTime) : -1, element: name });
        }, 500);
      }),
  );
  const decoded = new Map(
    await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [r.name, r.decodedBodySize] as [string, number]),
    ),
  );
  const entries = [...responses.entries()].filter(([id]) => finished.has(id));
  // encodedDataLength counts the response headers too; resource timing's encodedBodySize is the
  // body alone, so the body is taken from there when the page could see it.
  const bodies = new Map(
    await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [r.name, r.encodedBodySize] as [string, number]),
    ),
  );
  const js = entries
    .filter(([, r]) => /\.m?js(\?|$)/.test(new URL(r.url).pathname))
    .map(([id, r]) => ({ url: r.url, wire: bodies.get(r.url) || finished.get(id)!, decoded: decoded.get(r.url) ?? 0, encoding: r.encoding }));
  const css = entries.filter(([, r]) => /\.css(\?|$)/.test(new URL(r.url).pathname)).map(([id, r]) => ({ wire: bodies.get(r.url) || finished.get(id)! }));
  const mountedMs = Math.round(await page.evaluate(() => (window as unknown as { zyMountedMs?: number }).zyMountedMs ?? -1));
  await context.close();
  return { js, css, lcpMs: lcp.ms, lcpElement: lcp.element, mountedMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => Math.round(bytes / 1024);

export async function firstLoadBench(): Promise<FirstLoad[]> {
  const webDist = process.env.FIRSTLOAD_WEB_DIST ? path.resolve(process.env.FIRSTLOAD_WEB_DIST) : undefined;
  console.log(`first load of /#/index (${PROFILE.name}; ${RUNS} runs, median LCP)${webDist ? `, build ${webDist}` : ''}`);
  const server = await startServer({ env: { DATA_DIR: '', LOG_LEVEL: 'warn', PAY_SANDBOX: 'false', ...(webDist ? { WEB_DIST: webDist } : {}) } });
  const browser = await launchBrowser();
  const results: FirstLoad[] = [];
  try {
    for (const kind of ['mobile', 'desktop'] as const) {
      const runs: Visit[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, server.base, kind));
      const first = runs[0];
      const jsEncodings: Record<string, number> = {};
      for (const f of first.js) jsEncodings[f.encoding] = (jsEncodings[f.encoding] ?? 0) + 1;
      const result: FirstLoad = {
        device: kind === 'mobile' ? 'phone' : 'desktop',
        jsFiles: first.js.length,
        jsWireBytes: first.js.reduce((n, f) => n + f.wire, 0),
        jsDecodedBytes: first.js.reduce((n, f) => n + f.decoded, 0),
        jsEncodings,
        cssFiles: first.css.length,
        cssWireBytes: first.css.reduce((n, f) => n + f.wire, 0),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        lcpRuns: runs.map((r) => r.lcpMs),
        lcpElement: runs[runs.length - 1].lcpElement,
        mountedMs: median(runs.map((r) => r.mountedMs)),
        met: { js: false, lcp: false },
      };
      const target = TARGETS[result.device];
      result.met = { js: kb(result.jsWireBytes) <= target.jsKb, lcp: result.lcpMs > 0 && result.lcpMs <= target.lcpMs };
      results.push(result);
      const encodings = Object.entries(result.jsEncodings)
        .map(([e, n]) => `${n} ${e}`)
        .join(', ');
      console.log(
        `${result.device.padEnd(8)} JS ${result.jsFiles} files, ${kb(result.jsWireBytes)} kB on the wire (${encodings}; ${kb(result.jsDecodedBytes)} kB decoded)` +
          `   CSS ${result.cssFiles} files, ${kb(result.cssWireBytes)} kB   LCP ${result.lcpMs} ms (${result.lcpRuns.join(' / ')}; ${result.lcpElement}), page mounted ${result.mountedMs} ms` +
          `   target JS ≤ ${target.jsKb} kB: ${result.met.js ? 'met' : 'NOT met'}, LCP ≤ ${target.lcpMs} ms: ${result.met.lcp ? 'met' : 'NOT met'}`,
      );
      if (process.env.FIRSTLOAD_FILES === '1') {
        for (const f of [...first.js].sort((a, b) => b.wire - a.wire))
          console.log(`    ${String(kb(f.wire)).padStart(5)} kB  ${String(kb(f.decoded)).padStart(5)} kB  ${new URL(f.url).pathname}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const failed = results.flatMap((r) => [...(r.met.js ? [] : [`${r.device} JS`]), ...(r.met.lcp ? [] : [`${r.device} LCP`])]);
  console.log(`first load targets: ${failed.length === 0 ? 'all met (phone and desktop)' : `NOT met: ${failed.join(', ')}`}`);
  return results;
}
