import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration: TOKEN_CACHE_SECONDS', () => {
  it('defaults to 5 seconds and accepts 0 (every call asks the database)', () => {
    expect(loadConfig({}).TOKEN_CACHE_SECONDS).toBe(5);
    expect(loadConfig({ TOKEN_CACHE_SECONDS: '0' }).TOKEN_CACHE_SECONDS).toBe(0);
  });

  it('stops the start naming the variable for a value that is not 0–60 whole seconds', () => {
    for (const bad of ['-1', '61', '2.5', 'soon']) {
      expect(() => loadConfig({ TOKEN_CACHE_SECONDS: bad }), bad).toThrow(/TOKEN_CACHE_SECONDS/);
    }
  });
});
