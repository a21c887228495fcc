import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { OIDC_SCOPES, type OidcInteractionView, type OidcRedirect } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedState } from '../../lib/state.ts';
import { accountClaimsRow } from './repo.ts';
import { latestGrantId } from './payload-repo.ts';
import type { MountedProvider, OidcProviders } from './provider.ts';
import { clientRow } from './service.ts';

/**
 * What the /authorize page does with an interaction of the provider (a sign-in that needs the
 * user): read it, log the user in (password through our auth service, checked by the route),
 * grant what was asked and hand the browser back to the provider, or refuse.
 *
 * The interaction is bound to the browser by the provider's signed cookie: every call reads it
 * and must name the same uid. A password login is remembered on the interaction (shared state,
 * as long as the interaction lives) until the user confirms.
 */
export interface InteractionDeps {
  db: Db;
  state: SharedState;
  providers: OidcProviders;
}

/** The login reasons a site session (the accessToken header) may answer: none asked for a fresh password. */
const SESSION_REASONS = new Set(['no_session']);

const pendingKey = (uid: string) => `oidc:login:${uid}`;
const allowedScope = new Set<string>([...OIDC_SCOPES, 'offline_access']);

export function interactionService(deps: InteractionDeps) {
  const { db, state, providers } = deps;

  async function load(req: FastifyRequest, reply: FastifyReply, uid: string) {
    const mounted = await providers.forRequest(req);
    const interaction = await mounted.provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== uid) throw new AppError(400, 'oidcInteractionGone');
    const client = await clientRow(db, String(interaction.params.client_id ?? '')).catch(() => {
      throw new AppError(400, 'oidcInteractionGone');
    });
    if (client.status !== 0) throw new AppError(400, 'clientDisabled');
    return { mounted, interaction, client };
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  /** Who the sign-in is for: the session's account when only consent is asked; else a password login, else the site's signed-in user. */
  async function accountOf({ interaction }: Loaded, siteUserId: string | undefined): Promise<string | undefined> {
    if (interaction.prompt.name !== 'login') return interaction.session?.accountId;
    const pending = await state.get(pendingKey(interaction.uid));
    if (pending) return pending;
    return interaction.prompt.reasons.every((r) => SESSION_REASONS.has(r)) ? siteUserId : undefined;
  }

  /** The scopes asked for that the client may have. */
  function askedOf({ interaction, client }: Loaded): string[] {
    const allowed = new Set(client.scopes);
    const asked = String(interaction.params.scope ?? '').split(' ');
    return [...new Set(asked)].filter((s) => allowedScope.has(s) && (allowed.has(s) || s === 'openid' || s === 'offline_access'));
  }

  /** The grant this user gave this client before (this request's, or the newest remembered one), if any. */
  async function grantOf({ mounted, interaction, client }: Loaded, accountId: string) {
    const { Grant } = mounted.provider;
    const ids = [interaction.grantId, await latestGrantId(db, accountId, client.id)];
    for (const id of ids) {
      const grant = id ? await Grant.find(id) : undefined;
      if (grant && grant.accountId === accountId && grant.clientId === client.id) return grant;
    }
    return undefined;
  }

  async function viewOf(loaded: Loaded, siteUserId: string | undefined): Promise<OidcInteractionView> {
    const { interaction, client } = loaded;
    const accountId = await accountOf(loaded, siteUserId);
    const user = accountId ? await accountClaimsRow(db, accountId) : undefined;
    const live = user && user.status === 0 ? user : undefined;
    const asked = askedOf(loaded);
    const had = live ? new Set((await grantOf(loaded, live.id))?.getOIDCScope().split(' ') ?? []) : new Set<string>();
    return {
      uid: interaction.uid,
      prompt: interaction.prompt.name,
      client: { id: client.id, name: client.name, logo: client.logo, homeUri: client.homeUri },
      scopes: asked.filter((s) => !had.has(s)),
      granted: asked.filter((s) => had.has(s)),
      needsLogin: !live,
      user: live ? { id: live.id, username: live.username, nickname: live.nickname || live.username, avatar: live.avatar ?? '' } : null,
      autoApprove: client.autoApprove,
    };
  }

  async function finish(mounted: MountedProvider, req: FastifyRequest, reply: FastifyReply, result: InteractionResults): Promise<OidcRedirect> {
    const redirectTo = await mounted.provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return { redirectTo };
  }

  return {
    async view(req: FastifyRequest, reply: FastifyReply, uid: string, siteUserId?: string): Promise<OidcInteractionView> {
      return viewOf(await load(req, reply, uid), siteUserId);
    },

    /**
     * A password login on the page: the interaction is read first (no interaction, no password
     * check), then `check` (the route's password check under the login guard) names the account,
     * which this interaction signs in once the user confirms.
     */
    async login(req: FastifyRequest, reply: FastifyReply, uid: string, check: () => Promise<string>): Promise<OidcInteractionView> {
      const loaded = await load(req, reply, uid);
      const accountId = await check();
      const ttl = Math.max(1, loaded.interaction.exp - Math.floor(Date.now() / 1000)) * 1000;
      await state.set(pendingKey(uid), accountId, ttl);
      return viewOf(loaded, undefined);
    },

    /** Grants the scopes asked for (remembered for this client) and sends the browser back to the provider. */
    async confirm(req: FastifyRequest, reply: FastifyReply, uid: string, siteUserId?: string): Promise<OidcRedirect> {
      const loaded = await load(req, reply, uid);
      const { mounted, interaction, client } = loaded;
      const accountId = await accountOf(loaded, siteUserId);
      const user = accountId ? await accountClaimsRow(db, accountId) : undefined;
      if (!accountId || !user || user.status !== 0) throw new AppError(400, 'oidcLoginNeeded');
      // One grant per user and client, growing with each consent: what was agreed to is not asked again.
      const grant = (await grantOf(loaded, accountId)) ?? new mounted.provider.Grant({ accountId, clientId: client.id });
      grant.addOIDCScope(askedOf(loaded).join(' ') || 'openid');
      const grantId = await grant.save();
      await state.del(pendingKey(uid));
      const login = interaction.prompt.name === 'login' ? { login: { accountId, amr: ['pwd'], remember: true } } : {};
      return finish(mounted, req, reply, { ...login, consent: { grantId } });
    },

    /** The user refused: the site gets access_denied. */
    async abort(req: FastifyRequest, reply: FastifyReply, uid: string): Promise<OidcRedirect> {
      const { mounted } = await load(req, reply, uid);
      await state.del(pendingKey(uid));
      return finish(mounted, req, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
    },
  };
}

export type InteractionService = ReturnType<typeof interactionService>;
