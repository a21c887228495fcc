/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// ADMIN_API_TARGET points the dev / preview proxy at another server (default: the local one).
const apiProxy = {
  '/api': { target: process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
};

// The server serves the built console at /admin/, so every asset URL is prefixed with it.
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    // Every text asset also as .br and .gz, made once at build; the server sends the one the
    // browser accepts (@fastify/static preCompressed). Same settings as apps/web.
    compression({
      include: /\.(html|js|mjs|css|json|svg|txt|map)$/,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // antd-mobile (used by apps/web) drags React 18 into the tree; keep one React here.
    dedupe: ['react', 'react-dom'],
  },
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
  },
  // Picked up by the root vitest.config.ts, whose `admin` project extends this file.
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
