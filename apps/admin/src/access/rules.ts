/**
 * The two rules of spec §6, as pure functions.
 * - permission-button: the current page's permTypes must include the required button type;
 * - role: the stored roles must include the required role.
 * A list of required values passes when any one of them is granted.
 */
export function hasPermType(permTypes: readonly string[] | null | undefined, required: string | readonly string[]): boolean {
  const granted = permTypes ?? [];
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((value) => granted.includes(value));
}

/** A permission code names its module ('sys:role:edit'); a button type does not ('edit'). */
export function isPermCode(value: string): boolean {
  return value.includes(':');
}

/**
 * The button rule with codes too: a value with ':' must be among the page's permission codes,
 * a plain one among its button types. Codes tell two "edit" buttons of one page apart.
 */
export function hasButton(
  page: { permTypes?: readonly string[] | null; permCodes?: readonly string[] | null } | null | undefined,
  required: string | readonly string[],
): boolean {
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((value) => (isPermCode(value) ? (page?.permCodes ?? []).includes(value) : hasPermType(page?.permTypes, value)));
}

export function hasRole(roles: readonly string[] | null | undefined, required: string | readonly string[]): boolean {
  const granted = roles ?? [];
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((value) => granted.includes(value));
}
