import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
};

// The server serves the built console at /admin/, so every asset URL is prefixed with it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
});
