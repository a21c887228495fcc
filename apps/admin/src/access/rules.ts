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

export function hasRole(roles: readonly string[] | null | undefined, required: string | readonly string[]): boolean {
  const granted = roles ?? [];
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((value) => granted.includes(value));
}
