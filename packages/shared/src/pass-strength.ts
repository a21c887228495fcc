/** 弱 / 中 / 强 as XBoot's passStrength: by length and the kinds of characters used. */
export type PassStrength = '弱' | '中' | '强';

/** The server stores this for every password it sets; the client's own value is not taken. */
export function passwordStrength(password: string): PassStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 10 && kinds >= 3) return '强';
  if (password.length >= 8 && kinds >= 2) return '中';
  return '弱';
}
