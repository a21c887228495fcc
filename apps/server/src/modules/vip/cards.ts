import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { formatDateTime, type CardActivation, type CardBatchView, type CardStatus, type CardView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { vipCardBatches } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { PageInput } from '../../lib/schema.ts';
import type { SharedState } from '../../lib/state.ts';
import * as repo from './cards-repo.ts';
import type { MembershipService } from './membership.ts';

/** Card lookups allowed per window: per user, and per IP (a school lab shares one address). */
export const CARD_LOOKUP_LIMIT = { perUser: 10, perIp: 30, windowMs: 10 * 60_000 };
export const CARD_BATCH_MAX = 5000;

/** No 0/O, 1/I: a card is typed in by hand. 32 symbols × 16 = 80 random bits. */
const PASSWORD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PASSWORD_LENGTH = 16;
const CARD_NUMBER_LENGTH = 16;

export const normaliseCardInput = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const hashCard = (cardNumber: string, password: string) => createHash('sha256').update(`${cardNumber}:${password}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function randomFrom(alphabet: string, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[randomInt(alphabet.length)];
  return s;
}
/** 16 digits, first one not 0 so spreadsheets keep it as typed. */
const newCardNumber = () => String(randomInt(1, 10)) + randomFrom('0123456789', CARD_NUMBER_LENGTH - 1);

export interface NewBatch {
  channel: string;
  remark: string;
  count: number;
  days: number;
  /** Activate before the end of this day (Asia/Shanghai). */
  validUntil: string;
}

/** A made batch and its clear passwords, which exist only until they are written to the file. */
export interface MadeBatch {
  batch: typeof vipCardBatches.$inferSelect;
  cards: { cardNumber: string; password: string }[];
}

/** 充值卡: batches made in the admin, activated once each by a logged-in user. */
export function cardService(db: Db, state: SharedState, membership: MembershipService) {
  async function limit(key: string, max: number) {
    if ((await state.incr(key, CARD_LOOKUP_LIMIT.windowMs)) > max)
      throw new AppError(429, 'cardTooManyTries', { minutes: CARD_LOOKUP_LIMIT.windowMs / 60_000 });
  }

  return {
    /**
     * Activates a card for the user. The card is taken by a conditional UPDATE (status still
     * 'unused') inside the transaction that grants the time, so of any number of simultaneous
     * activations exactly one wins, on PGlite (one connection) as on PostgreSQL (row lock, the
     * losers re-check the WHERE after the winner commits and match nothing).
     */
    async activate(userId: string, ip: string, cardNumberInput: string, passwordInput: string): Promise<CardActivation> {
      await limit(`vip:card:ip:${ip}`, CARD_LOOKUP_LIMIT.perIp);
      await limit(`vip:card:user:${userId}`, CARD_LOOKUP_LIMIT.perUser);
      const cardNumber = normaliseCardInput(cardNumberInput);
      const password = normaliseCardInput(passwordInput);
      const card = await repo.cardByNumber(db, cardNumber);
      // Unknown number and wrong password read the same, so numbers cannot be probed.
      if (!card || !sameHash(card.passwordHash, hashCard(cardNumber, password))) throw new AppError(400, 'cardWrong');
      if (card.validUntil.getTime() <= Date.now()) throw new AppError(400, 'cardExpired', { date: formatDateTime(card.validUntil) });
      await membership.assertCanExtend(userId);

      // The one db call left in this file: taking the card (repo) and granting the time (membership service) share a transaction.
      const expiresAt = await db.transaction(async (tx) => {
        if (!(await repo.takeUnusedCard(tx, card.id, userId))) return null;
        return membership.grant(tx, userId, card.days, 'card', card.id);
      });
      if (!expiresAt) {
        // Lost the card to an earlier activation, or it was voided: say which.
        const now = await repo.cardStatusOf(db, card.id);
        throw new AppError(400, now === 'void' ? 'cardVoid' : 'cardUsed');
      }
      return { cardNumber, days: card.days, expireTime: formatDateTime(expiresAt) };
    },

    async createBatch(input: NewBatch, createBy: string): Promise<MadeBatch> {
      const validUntil = new Date(`${input.validUntil}T23:59:59.999+08:00`);
      const batch = await repo.insertCardBatch(db, {
        id: newId(),
        channel: input.channel,
        remark: input.remark,
        count: input.count,
        days: input.days,
        validUntil,
        createBy,
      });
      const cards: MadeBatch['cards'] = [];
      // Numbers are random; a clash with an existing card is skipped and drawn again.
      while (cards.length < input.count) {
        const want = Math.min(500, input.count - cards.length);
        const draft = Array.from({ length: want }, () => ({ cardNumber: newCardNumber(), password: randomFrom(PASSWORD_ALPHABET, PASSWORD_LENGTH) }));
        const inserted = await repo.insertCards(
          db,
          draft.map((c) => ({
            id: newId(),
            batchId: batch.id,
            cardNumber: c.cardNumber,
            passwordHash: hashCard(c.cardNumber, c.password),
          })),
        );
        const kept = new Set(inserted.map((r) => r.cardNumber));
        cards.push(...draft.filter((c) => kept.has(c.cardNumber)));
      }
      return { batch, cards };
    },

    async batches(page: PageInput, channel?: string): Promise<{ rows: CardBatchView[]; total: number }> {
      const { rows, total } = await repo.cardBatchPage(db, page, channel);
      const tallies = rows.length
        ? await repo.cardTallies(
            db,
            rows.map((r) => r.id),
          )
        : [];
      const tally = (id: string, status: CardStatus) => Number(tallies.find((x) => x.batchId === id && x.status === status)?.n ?? 0);
      return {
        total,
        rows: rows.map((b) => ({
          id: b.id,
          channel: b.channel,
          remark: b.remark,
          count: b.count,
          days: b.days,
          validUntil: formatDateTime(b.validUntil),
          used: tally(b.id, 'used'),
          unused: tally(b.id, 'unused'),
          voided: tally(b.id, 'void'),
          createBy: b.createBy,
          createTime: formatDateTime(b.createTime),
        })),
      };
    },

    async cards(
      page: PageInput,
      filter: { batchId?: string; status?: CardStatus; cardNumber?: string; username?: string },
    ): Promise<{ rows: CardView[]; total: number }> {
      const { rows, total } = await repo.cardPage(db, page, {
        batchId: filter.batchId,
        status: filter.status,
        // A number is looked up as typed on a card (spaces and dashes dropped, upper case).
        cardNumber: filter.cardNumber ? normaliseCardInput(filter.cardNumber) : undefined,
        username: filter.username,
      });
      return {
        total,
        rows: rows.map((r) => ({
          ...r,
          validUntil: formatDateTime(r.validUntil),
          usedTime: r.usedTime ? formatDateTime(r.usedTime) : null,
          createTime: formatDateTime(r.createTime),
        })),
      };
    },

    /** Voids the unused cards among `ids` or of a whole batch; used cards stay as they are. */
    async voidCards(by: { ids?: string[]; batchId?: string }): Promise<number> {
      return repo.voidUnusedCards(db, by);
    },
  };
}

export type CardService = ReturnType<typeof cardService>;
