import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema/index.ts';
import { memoryBus, type EventBus } from '../../lib/bus.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { tokenService } from './tokens.ts';

/**
 * The token check trusts a recent answer for a few seconds (TOKEN_CACHE_SECONDS), and an ended
 * session is forgotten at once, on this instance and through the bus on every other one. Two
 * services on one database and one bus stand for two instances; the clock is moved by hand.
 */
let t: TestApp;
let adminId = '';
beforeAll(async () => {
  t = await createTestApp();
  [{ id: adminId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
});
afterAll(() => t.close());

const policy = { ttlMinutes: 60, rememberDays: 7 };

function cluster(cacheMs = 5_000) {
  let now = Date.now();
  const bus = memoryBus();
  const clock = { now: () => now, move: (ms: number) => void (now += ms) };
  const a = tokenService(t.database.db, policy, { bus, cacheMs, now: clock.now });
  const b = tokenService(t.database.db, policy, { bus, cacheMs, now: clock.now });
  return {
    a,
    b,
    bus,
    clock,
    close: () => {
      a.close();
      b.close();
    },
  };
}

const rowOf = async (tokenId: string) => (await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, tokenId)))[0];

describe('token check with recent answers', () => {
  it('answers a recent check from memory and asks the database again after the cache time', async () => {
    const c = cluster();
    const token = await c.a.issue(adminId, true);
    const owner = (await c.a.verify(token))!;
    expect(owner.userId).toBe(adminId);
    // The row goes behind the service's back (no logout call): the recent answer still holds…
    await t.database.db.delete(accessTokens).where(eq(accessTokens.id, owner.tokenId));
    expect((await c.a.verify(token))?.tokenId).toBe(owner.tokenId);
    // …and only for the cache time.
    c.clock.move(5_001);
    expect(await c.a.verify(token)).toBeNull();
    c.close();
  });

  it('known() answers only what verify() would answer from memory, without writing', async () => {
    const c = cluster(60_000);
    const token = await c.a.issue(adminId, false);
    expect(c.a.known(token)).toBeUndefined();
    const owner = (await c.a.verify(token))!;
    expect(c.a.known(token)).toEqual(owner);
    // A normal login's expiry is due to slide: only verify() writes it.
    c.clock.move(40_000);
    expect(c.a.known(token)).toBeUndefined();
    expect(await c.a.verify(token)).not.toBeNull();
    expect(c.a.known(token)).toEqual(owner);
    // Past the cache time, and after a logout, it must be checked again.
    c.clock.move(60_001);
    expect(c.a.known(token)).toBeUndefined();
    expect(await c.a.verify(token)).not.toBeNull();
    await c.a.revoke(owner.tokenId);
    expect(c.a.known(token)).toBeUndefined();
    c.close();
  });

  it('with a cache time of 0 asks the database on every call', async () => {
    const c = cluster(0);
    const token = await c.a.issue(adminId, true);
    const owner = (await c.a.verify(token))!;
    await t.database.db.delete(accessTokens).where(eq(accessTokens.id, owner.tokenId));
    expect(await c.a.verify(token)).toBeNull();
    c.close();
  });

  it('a logout on one instance is refused at once on both', async () => {
    const c = cluster();
    const token = await c.a.issue(adminId, false);
    const owner = (await c.a.verify(token))!;
    expect(await c.b.verify(token)).not.toBeNull();
    await c.a.revoke(owner.tokenId);
    expect(await c.a.verify(token)).toBeNull();
    expect(await c.b.verify(token)).toBeNull();
    c.close();
  });

  it('ending every session of a user (disable, password reset) reaches both instances, keeping the one asked for', async () => {
    const c = cluster();
    const kept = await c.a.issue(adminId, true);
    const other = await c.a.issue(adminId, true);
    const keptOwner = (await c.b.verify(kept))!;
    expect(await c.b.verify(other)).not.toBeNull();
    await c.a.revokeUser(adminId, keptOwner.tokenId);
    expect(await c.b.verify(other)).toBeNull();
    expect((await c.b.verify(kept))?.tokenId).toBe(keptOwner.tokenId);
    c.close();
  });

  it('forgets sessions named by a kick-out event, and everything after a resync', async () => {
    const c = cluster();
    const one = await c.a.issue(adminId, true);
    const two = await c.a.issue(adminId, true);
    const ownerOne = (await c.b.verify(one))!;
    const ownerTwo = (await c.b.verify(two))!;
    await t.database.db.delete(accessTokens).where(eq(accessTokens.id, ownerOne.tokenId));
    await c.bus.publish({ type: 'kick', tokenIds: [ownerOne.tokenId], userIds: [adminId] });
    expect(await c.b.verify(one)).toBeNull();
    expect(await c.b.verify(two)).not.toBeNull();
    await t.database.db.delete(accessTokens).where(eq(accessTokens.id, ownerTwo.tokenId));
    await c.bus.publish({ type: 'resync' });
    expect(await c.b.verify(two)).toBeNull();
    c.close();
  });

  it('a disabled user is refused even through a remembered check once the change is announced', async () => {
    const c = cluster();
    const token = await c.a.issue(adminId, true);
    expect(await c.b.verify(token)).not.toBeNull();
    await t.database.db.update(users).set({ status: -1 }).where(eq(users.id, adminId));
    try {
      await c.a.forget({ userIds: [adminId] });
      expect(await c.b.verify(token)).toBeNull();
    } finally {
      await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, adminId));
    }
    c.close();
  });

  it('keeps sliding a normal login while answering from memory', async () => {
    const c = cluster(60_000);
    const token = await c.a.issue(adminId, false);
    const owner = (await c.a.verify(token))!;
    const before = (await rowOf(owner.tokenId)).expiresAt.getTime();
    c.clock.move(40_000);
    expect(await c.a.verify(token)).not.toBeNull();
    const after = await rowOf(owner.tokenId);
    expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 39_000);
    // A remembered check of an expired token is not trusted either.
    c.clock.move(61 * 60_000);
    expect(await c.a.verify(token)).toBeNull();
    c.close();
  });

  it('a bus that is down neither fails nor hangs a logout, which still holds on its own instance', async () => {
    for (const publish of [() => new Promise<void>(() => {}), () => Promise.reject(new Error('redis down'))]) {
      const bus: EventBus = { kind: 'redis', publish, subscribe: () => () => {}, close: async () => {} };
      const service = tokenService(t.database.db, policy, { bus });
      const token = await service.issue(adminId, true);
      const owner = (await service.verify(token))!;
      const started = Date.now();
      await service.revoke(owner.tokenId);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await service.verify(token)).toBeNull();
      service.close();
    }
  });

  it('through the app: logout, then the same token is refused at once', async () => {
    const token = await t.login();
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(401);
  });
});
