import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { LoginQrCode, QrLoginPoll, QrLoginScan, QrLoginState, QrStatus } from '@zhiyuan/shared';
import { loginQrCodeSchema, qrLoginPollSchema, qrLoginScanSchema, qrLoginStateSchema } from '@zhiyuan/shared/schemas/identity';
import { successMessage } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';

export const QR_TTL_MS = 2 * 60_000;

interface QrRecord {
  /** SHA-256 of the desktop's secret: only the page that asked for the code can collect the token. */
  keyHash: string;
  status: Exclude<QrStatus, 'expired'>;
  userId: string | null;
  nickname: string | null;
  expiresAt: number;
  device: string;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'badFormat') });
const stateKey = (id: string) => `qr:${id}`;

/** A short description of the desktop's browser for the phone ("Chrome · Windows"), not the raw user agent. */
export function describeDevice(ua: string): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : '';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return [browser, os].filter(Boolean).join(' · ') || '—';
}

/** Public origin for links in QR codes: the request's own scheme and host. */
const originOf = (req: { protocol: string; host: string }) => `${req.protocol}://${req.host}`;

/**
 * QR login: the desktop gets an id (shown as a QR code) and a private key; a logged-in phone
 * opens the code's link, scans then confirms; the desktop's next poll gets a token once.
 * Codes live 2 minutes in the shared state and work once.
 */
const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (id: string): Promise<QrRecord | null> => {
    const raw = await app.state.get(stateKey(id));
    if (!raw) return null;
    const rec = JSON.parse(raw) as QrRecord;
    return rec.expiresAt > Date.now() ? rec : null;
  };
  const save = (id: string, rec: QrRecord) => app.state.set(stateKey(id), JSON.stringify(rec), Math.max(1, rec.expiresAt - Date.now()));

  app.get(
    '/auth/getLoginQRCode',
    {
      config: { auth: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Open a QR login: id, private poll key, link and QR image (data URL); valid 2 minutes',
        response: { 200: loginQrCodeSchema },
      },
    },
    async (req): Promise<LoginQrCode> => {
      const id = randomBytes(18).toString('base64url');
      const key = randomBytes(24).toString('base64url');
      const expiresAt = Date.now() + QR_TTL_MS;
      await save(id, {
        keyHash: sha(key),
        status: 'waiting',
        userId: null,
        nickname: null,
        expiresAt,
        device: describeDevice(req.headers['user-agent'] ?? ''),
      });
      const url = `${originOf(req)}/#/login-qr?scan=${id}`;
      const image = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
      return { id, key, url, image, expiresIn: QR_TTL_MS / 1000 };
    },
  );

  app.get(
    '/auth/checkQRStatus/:id',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Poll a QR login (desktop): waiting, scanned, confirmed (with the access token, once), cancelled or expired',
        params: idParam,
        querystring: z.object({ key: z.string().min(10).max(100) }),
        response: { 200: qrLoginPollSchema },
      },
    },
    async (req): Promise<QrLoginPoll> => {
      const rec = await load(req.params.id);
      const given = Buffer.from(sha(req.query.key), 'hex');
      if (!rec || !timingSafeEqual(given, Buffer.from(rec.keyHash, 'hex'))) return { status: 'expired' };
      if (rec.status !== 'confirmed') return { status: rec.status, nickname: rec.nickname };
      // Confirmed: hand out one token; the record is removed in the same step.
      const raw = await app.state.take(stateKey(req.params.id));
      if (!raw) return { status: 'expired' };
      const accessToken = await app.tokens.issue(rec.userId!, false, { ip: req.ip, device: req.headers['user-agent'] });
      req.log.info({ userId: rec.userId }, 'qr login');
      return { status: 'confirmed', accessToken };
    },
  );

  app.post(
    '/auth/scanQRCode/:id',
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: "The logged-in phone scanned a QR login code; returns the desktop's browser description",
        params: idParam,
        response: { 200: qrLoginScanSchema },
      },
    },
    async (req): Promise<QrLoginScan> => {
      const rec = await load(req.params.id);
      if (!rec) throw new AppError(400, 'qrExpired');
      if (rec.status !== 'waiting' && !(rec.status === 'scanned' && rec.userId === req.auth!.userId)) throw new AppError(400, 'qrWrongState');
      rec.status = 'scanned';
      rec.userId = req.auth!.userId;
      rec.nickname = req.auth!.username;
      await save(req.params.id, rec);
      return { status: rec.status, device: rec.device };
    },
  );

  for (const [path, next] of [
    ['confirmQRLogin', 'confirmed'],
    ['cancelQRLogin', 'cancelled'],
  ] as const) {
    app.post(
      `/auth/${path}/:id`,
      {
        config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: next === 'confirmed' ? 'The phone confirms the QR login (same user that scanned)' : 'The phone declines the QR login',
          params: idParam,
          response: { 200: qrLoginStateSchema },
        },
      },
      async (req): Promise<QrLoginState> => {
        const rec = await load(req.params.id);
        if (!rec) throw new AppError(400, 'qrExpired');
        if (rec.status !== 'scanned' || rec.userId !== req.auth!.userId) throw new AppError(400, 'qrWrongState');
        rec.status = next;
        await save(req.params.id, rec);
        if (next === 'confirmed') successMessage(req, 'qrConfirmed');
        return { status: next };
      },
    );
  }
};

export default qrRoutes;
