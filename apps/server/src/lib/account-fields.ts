import { z } from 'zod';
import { calendarDate } from './schema.ts';

/** Field rules of an account, shared by registration, codes, the admin's user form and one's own profile. */
export const usernameField = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,15}$/, 'usernameRule');
export const passwordField = z
  .string()
  .min(6, 'passwordRule')
  .max(20, 'passwordRule')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, 'passwordRule');
export const mobileField = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'mobileRule');
export const emailField = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailRule');
export const nicknameField = z.string().trim().min(1).max(20);
/**
 * 头像: an http(s) address or one from the site's root. What /upload/file answers for a picture
 * (`/api/file/view/<id>?shared=1`, absolute on the site's address when one is set) is shared and does
 * not expire, so it fits here as XBoot's client sends it back.
 */
export const avatarField = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S*$/, 'badFormat');

/** Form values a hand-made XBoot form sends for a field it never filled in. */
const unset = (v: unknown) => (v === '' || v === null || v === 'undefined' || v === 'null' ? undefined : v);

/**
 * 性别 as the `sex` dictionary's value ('0' 保密, '1' 男, '2' 女); numbers from older clients are
 * taken too. Absent, empty or XBoot's `sex=undefined` means "keep" (stored as 0..2).
 */
export const sexField = z.preprocess((v) => {
  const u = unset(typeof v === 'string' ? v.trim() : v);
  return typeof u === 'string' && /^\d$/.test(u) ? Number(u) : u;
}, z.number().int().min(0, 'badFormat').max(2, 'badFormat').optional());

const clearableText = (max: number) => z.preprocess((v) => (v === '' ? null : unset(v)), z.string().trim().max(max).nullable().optional());
/** XBoot's 所在地区 (province,city,district, comma-joined) and 街道地址. */
export const addressField = clearableText(200);
export const streetField = clearableText(200);
/** 个人简介 */
export const descriptionField = clearableText(500);
/** 生日 yyyy-MM-dd: a day of the calendar, not in the future. */
export const birthField = z.preprocess(
  (v) => (v === '' ? null : unset(v)),
  calendarDate
    .refine((d) => d <= new Date().toISOString().slice(0, 10), 'badDate')
    .nullable()
    .optional(),
);
