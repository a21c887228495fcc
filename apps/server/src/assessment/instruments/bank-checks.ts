import { expect } from 'vitest';
import type { Instrument } from '../instrument.ts';

/** Chinese text: at least one CJK character. */
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * The item-bank checks every instrument's test runs: unique ids, every dimension has items, every
 * reverse item sits on a scale, texts are non-empty Chinese, reasoning items have their key among
 * their options.
 */
export function expectSoundItemBank(instrument: Instrument, dimensions: readonly string[]) {
  const ids = instrument.items.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const dimension of dimensions)
    expect(
      instrument.items.some((i) => i.dimension === dimension),
      dimension,
    ).toBe(true);
  for (const item of instrument.items) {
    expect(dimensions, item.id).toContain(item.dimension);
    expect(item.text.trim(), item.id).not.toBe('');
    expect(item.text, item.id).toMatch(CHINESE);
    if (item.reverse) expect(instrument.scale, `${item.id} is reverse-keyed but has no scale`).not.toBeNull();
    if (item.options) {
      expect(item.options.length, item.id).toBeGreaterThanOrEqual(2);
      expect(new Set(item.options.map((o) => o.value)).size, item.id).toBe(item.options.length);
      for (const option of item.options) expect(option.label.trim(), item.id).not.toBe('');
      expect(
        item.options.map((o) => o.value),
        item.id,
      ).toContain(item.correct);
    } else {
      expect(instrument.scale, `${item.id} has neither options nor a scale`).not.toBeNull();
    }
  }
  if (instrument.scale) {
    expect(instrument.scale.labels.length).toBe(instrument.scale.values.length);
    for (const label of instrument.scale.labels) expect(label).toMatch(CHINESE);
  }
  for (const field of instrument.contextFields) expect(field.label).toMatch(CHINESE);
  expect(instrument.title).toMatch(CHINESE);
  expect(instrument.tells).toMatch(CHINESE);
}

/** An answer sheet giving every item the same value. */
export const sheetOf = (instrument: Instrument, value: number) => Object.fromEntries(instrument.items.map((i) => [i.id, value]));
