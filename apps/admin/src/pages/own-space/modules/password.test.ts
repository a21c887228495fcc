import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_PATTERN, passwordStrength } from './password';

describe('password strength', () => {
  it('grades by length and kinds of characters', () => {
    expect(passwordStrength('abc123')).toBe('弱');
    expect(passwordStrength('abcd1234')).toBe('中');
    expect(passwordStrength('Abcd1234!x')).toBe('强');
  });
  it('needs letters and digits, 6 to 20', () => {
    expect(NEW_PASSWORD_PATTERN.test('abc123')).toBe(true);
    expect(NEW_PASSWORD_PATTERN.test('abcdef')).toBe(false);
    expect(NEW_PASSWORD_PATTERN.test('a1')).toBe(false);
  });
});
