import type { Adapter, AdapterPayload, ClientMetadata } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../lib/state.ts';
import * as store from './payload-repo.ts';

/**
 * oidc-provider's storage on our database (table oidc_payload): every artifact a row, its expiry
 * honoured on read, one-use artifacts (codes, rotated refresh tokens) marked consumed so that a
 * second use is seen (and the provider revokes what the grant issued). With Redis configured, the
 * short-lived interactions live in the shared state instead, so every instance sees them.
 * Clients come from 接入网站管理 (open_client) through `findClient`: a disabled or deleted client
 * is not found, so nothing of it works any longer (its tokens included: the provider looks the
 * client of a token up on every use).
 */
export interface AdapterDeps {
  db: Db;
  state: SharedState;
  findClient(id: string): Promise<ClientMetadata | undefined>;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
/** Kinds kept in the shared state when it is Redis: looked up by id only, never by grant. */
const STATE_KINDS = new Set(['Interaction', 'ReplayDetection']);

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
/**
 * Expired rows are never read (find checks the expiry); they are deleted now and then, by one write
 * in this many, rather than by a job class of 定时任务 (a sweep costs one indexed delete).
 */
const SWEEP_EVERY = 500;

function dbAdapter(db: Db, kind: string): Adapter {
  const toPayload = (row: store.OidcPayloadRow | undefined): AdapterPayload | undefined =>
    row ? { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: epoch(row.consumedAt) } : {}) } : undefined;
  return {
    async upsert(id, payload, expiresIn) {
      const consumed = typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null;
      await store.upsertPayload(db, {
        kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: str(payload.grantId),
        userCode: str(payload.userCode),
        uid: str(payload.uid),
        clientId: str(payload.clientId),
        accountId: str(payload.accountId),
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: consumed,
      });
      if (Math.random() * SWEEP_EVERY < 1) await store.purgeExpiredPayloads(db).catch(() => 0);
    },
    async find(id) {
      return toPayload(await store.findPayload(db, kind, id));
    },
    async findByUid(uid) {
      return toPayload(await store.findPayloadBy(db, kind, 'uid', uid));
    },
    async findByUserCode(userCode) {
      return toPayload(await store.findPayloadBy(db, kind, 'userCode', userCode));
    },
    async consume(id) {
      await store.consumePayload(db, kind, id);
    },
    async destroy(id) {
      await store.destroyPayload(db, kind, id);
    },
    async revokeByGrantId(grantId) {
      await store.revokeGrantKind(db, kind, grantId);
    },
  };
}

function stateAdapter(state: SharedState, kind: string): Adapter {
  const key = (id: string) => `oidc:${kind}:${id}`;
  return {
    async upsert(id, payload, expiresIn) {
      await state.set(key(id), JSON.stringify(payload), Math.max(1, expiresIn ?? 3600) * 1000);
    },
    async find(id) {
      const raw = await state.get(key(id));
      return raw ? (JSON.parse(raw) as AdapterPayload) : undefined;
    },
    async findByUid() {
      return undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id) {
      const raw = await state.get(key(id));
      const ttl = await state.ttl(key(id));
      if (raw && ttl > 0) await state.set(key(id), JSON.stringify({ ...JSON.parse(raw), consumed: epoch(new Date()) }), ttl);
    },
    async destroy(id) {
      await state.del(key(id));
    },
    async revokeByGrantId() {},
  };
}

function clientAdapter(findClient: AdapterDeps['findClient']): Adapter {
  return {
    async upsert() {
      throw new Error('clients are managed in 接入网站管理, not through the provider');
    },
    async find(id) {
      return (await findClient(id)) as AdapterPayload | undefined;
    },
    async findByUid() {
      return undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume() {},
    async destroy() {},
    async revokeByGrantId() {},
  };
}

/** The adapter factory the provider's configuration takes: one adapter per model name. */
export function adapterFactory(deps: AdapterDeps) {
  const adapters = new Map<string, Adapter>();
  return (name: string): Adapter => {
    let adapter = adapters.get(name);
    if (!adapter) {
      if (name === 'Client') adapter = clientAdapter(deps.findClient);
      else if (deps.state.kind === 'redis' && STATE_KINDS.has(name)) adapter = stateAdapter(deps.state, name);
      else adapter = dbAdapter(deps.db, name);
      adapters.set(name, adapter);
    }
    return adapter;
  };
}
