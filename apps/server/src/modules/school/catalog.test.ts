import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { importRuns, institutions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { SCHOOLS, seedReference } from '../reference/test-fixtures.ts';
import { dataChanged } from '../../lib/data-changed.ts';
import { schoolCatalog } from './catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
});
afterAll(() => t.close());

describe('the in-memory school list', () => {
  it('keeps active schools in the default order: 985, 211, 双一流, then the national code', async () => {
    const catalog = schoolCatalog(t.database.db);
    const snapshot = await catalog.current();
    expect(snapshot.byId.size).toBe(SCHOOLS.length);
    expect(snapshot.byDefault.map((e) => e.row.id)).toEqual(['10001', '10003', '10246', '10004', '10590', '11417', '14033']);
    expect(snapshot.byCode.at(-1)!.row.id).toBe('14033');
  });

  it('answers from its copy until the data changes, then reloads within the check interval', async () => {
    let clock = 1_000_000;
    const catalog = schoolCatalog(t.database.db, { now: () => clock, checkEveryMs: 5_000 });
    const first = await catalog.current();
    await t.database.db
      .insert(institutions)
      .values({ id: '10384', guobiaoCode: '10384', name: '厦门大学', provinceCode: '35', level: '本科', is985: true, source: 'test' });

    clock += 1_000;
    expect(await catalog.current()).toBe(first);
    clock += 5_000;
    // The check runs behind the answer; the next calls see the new copy.
    await vi.waitFor(async () => expect((await catalog.current()).byId.has('10384')).toBe(true));
    expect((await catalog.current()).byDefault.slice(0, 4).map((e) => e.row.name)).toEqual(['北京大学', '清华大学', '复旦大学', '厦门大学']);
  });

  it('checks at once for an id it does not know, and sees a finished import', async () => {
    let clock = 2_000_000;
    const catalog = schoolCatalog(t.database.db, { now: () => clock, checkEveryMs: 60_000 });
    await catalog.current();
    await t.database.db.insert(institutions).values({ id: '10558', guobiaoCode: '10558', name: '中山大学', provinceCode: '44', source: 'test' });
    clock += 2_000;
    expect((await catalog.find('10558')).entry?.summary).toMatchObject({ name: '中山大学', province: '广东' });

    // A renamed school: the import run that did it moves the version.
    await t.database.db.update(institutions).set({ name: '中山大学（改）' }).where(eq(institutions.id, '10558'));
    await t.database.db.insert(importRuns).values({ id: 'run-test', status: 'succeeded', finishedAt: new Date() });
    clock += 61_000;
    await vi.waitFor(async () => expect((await catalog.current()).byId.get('10558')!.row.name).toBe('中山大学（改）'));
  });

  it('gives its copy without waiting once loaded, and not after an import in this process', async () => {
    let clock = 3_000_000;
    const catalog = schoolCatalog(t.database.db, { now: () => clock, checkEveryMs: 5_000 });
    expect(catalog.peek()).toBeUndefined();
    const first = await catalog.current();
    expect(catalog.peek()).toBe(first);
    clock += 6_000;
    // Due for its check: still the copy (the check runs behind it).
    expect(catalog.peek()).toBe(first);
    dataChanged();
    expect(catalog.peek()).toBeUndefined();
    await catalog.current();
    expect(catalog.peek()).toBeDefined();
  });
});
