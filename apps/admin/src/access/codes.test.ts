import { describe, expect, it } from 'vitest';
import { hasButton, isPermCode } from './rules';

const page = { permTypes: ['add', 'edit'], permCodes: ['sys:role:view', 'sys:role:add', 'sys:role:edit'] };

describe('button rule with permission codes', () => {
  it('tells codes from button types', () => {
    expect(isPermCode('sys:role:edit')).toBe(true);
    expect(isPermCode('edit')).toBe(false);
  });

  it('checks a code against the page codes and a type against its types', () => {
    expect(hasButton(page, 'sys:role:add')).toBe(true);
    expect(hasButton(page, 'sys:role:delete')).toBe(false);
    expect(hasButton(page, 'edit')).toBe(true);
    expect(hasButton(page, 'delete')).toBe(false);
    // A code of another page with the same button type does not leak in.
    expect(hasButton(page, 'sys:user:add')).toBe(false);
  });

  it('passes a list when any entry is granted, and nothing without a page', () => {
    expect(hasButton(page, ['sys:role:delete', 'sys:role:edit'])).toBe(true);
    expect(hasButton(undefined, 'sys:role:add')).toBe(false);
    expect(hasButton({ permTypes: null, permCodes: null }, 'add')).toBe(false);
  });
});
