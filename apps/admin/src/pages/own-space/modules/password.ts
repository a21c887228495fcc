/** 弱 / 中 / 强: the server's rule, shown while typing (the server computes and stores its own). */
export { passwordStrength, type PassStrength } from '@zhiyuan/shared/pass-strength';

/** The same rule as the user form: 6–20 characters with letters and digits. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
