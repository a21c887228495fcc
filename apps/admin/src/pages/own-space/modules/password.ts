/** 弱 / 中 / 强 as XBoot's passStrength: by length and the kinds of characters used. */
export type PassStrength = '弱' | '中' | '强';

export function passwordStrength(password: string): PassStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 10 && kinds >= 3) return '强';
  if (password.length >= 8 && kinds >= 2) return '中';
  return '弱';
}

/** The same rule as the user form: 6–20 characters with letters and digits. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
