import { describe, expect, it } from 'vitest';
import { startingFields } from './data';

const t = ((key: string) => key) as never;

describe('树形生成 starting definition', () => {
  it('names its nodes by a required title and orders siblings by a number called sortOrder', () => {
    const fields = startingFields(t);
    expect(fields[0]).toMatchObject({ field: 'title', type: 'text', validate: true });
    expect(fields.find((f) => f.field === 'sortOrder')).toMatchObject({ type: 'number' });
  });
});
