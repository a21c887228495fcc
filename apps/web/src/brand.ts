/** 志愿通 (production build) or 志愿通·测试版 (any other mode), chosen by vite.config.ts. */
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME ?? '志愿通';
