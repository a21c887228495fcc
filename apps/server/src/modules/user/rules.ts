import { z } from 'zod';

/** Field rules shared by registration and the admin's user form. */
export const usernameField = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{3,15}$/, 'usernameRule');
export const passwordField = z.string().min(6, 'passwordRule').max(20, 'passwordRule').regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, 'passwordRule');
export const mobileField = z.string().trim().regex(/^1[3-9]\d{9}$/, 'mobileRule');
export const emailField = z.string().trim().max(100).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailRule');
export const nicknameField = z.string().trim().min(1).max(20);
