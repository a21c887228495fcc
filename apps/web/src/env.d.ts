/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 志愿通 in a production build, 志愿通·测试版 otherwise (set by vite.config.ts from the mode). */
  readonly VITE_BRAND_NAME: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.css';
