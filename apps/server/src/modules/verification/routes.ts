import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../plugins/envelope.ts';
import { optionalText } from '../../lib/schema.ts';
import { emailField, mobileField } from '../../lib/account-fields.ts';
import type { Scene } from './delivery.ts';
import { sendCode } from './service.ts';

const SMS_SCENES: Record<string, Scene> = {
  sendLoginSms: 'login',
  sendRegistSms: 'register',
  sendResetSms: 'reset',
  sendEditMobileSms: 'editMobile',
};
const EMAIL_SCENES: Record<string, Scene> = { sendResetCode: 'reset', sendEditCode: 'editEmail' };
/** The image captcha, asked for once an IP has sent several codes within the hour or a recipient has had several today. */
const captchaQuery = z.object({ captchaId: optionalText(64), code: optionalText(16) });
const sendLimit = { max: 10, timeWindow: '1 minute' };
/** Who gets the code; the answer is the same for everyone (no account enumeration). */
const onlyTo = (scene: Scene, what: string) =>
  `(sent only if ${scene === 'login' || scene === 'reset' ? `the ${what} is registered` : `no other account holds the ${what}`}; the answer is the same either way)`;

/**
 * Sending SMS and e-mail verification codes (six digits, 5 minutes, one use). Codes for
 * changing one's own mobile or e-mail are tied to the logged-in user.
 */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, scene] of Object.entries(SMS_SCENES)) {
    const own = scene === 'editMobile';
    app.get(
      `/common/captcha/${path}/:mobile`,
      {
        config: { auth: own ? 'user' : 'public', rateLimit: sendLimit },
        schema: {
          tags: ['auth'],
          summary: `Send an SMS code for ${scene} ${onlyTo(scene, 'number')}; 60 s apart (10 min after 10 a day); image captcha after 3 a day to the number or 5 an hour from one address`,
          params: z.object({ mobile: mobileField }),
          querystring: captchaQuery,
          response: { 200: z.null() },
        },
      },
      async (req) => {
        await sendCode(app, req, {
          channel: 'sms',
          scene,
          target: req.params.mobile,
          owner: own ? req.auth!.userId : null,
          captchaId: req.query.captchaId,
          captchaCode: req.query.code,
        });
        successMessage(req, 'codeSent');
        return null;
      },
    );
  }
  for (const [path, scene] of Object.entries(EMAIL_SCENES)) {
    const own = scene === 'editEmail';
    app.get(
      `/email/${path}/:email`,
      {
        config: { auth: own ? 'user' : 'public', rateLimit: sendLimit },
        schema: {
          tags: ['auth'],
          summary: `Send an e-mail code for ${scene} ${onlyTo(scene, 'address')}; 60 s apart (10 min after 10 a day); image captcha after 3 a day to the address or 5 an hour from one client`,
          params: z.object({ email: emailField }),
          querystring: captchaQuery,
          response: { 200: z.null() },
        },
      },
      async (req) => {
        await sendCode(app, req, {
          channel: 'email',
          scene,
          target: req.params.email.toLowerCase(),
          owner: own ? req.auth!.userId : null,
          captchaId: req.query.captchaId,
          captchaCode: req.query.code,
        });
        successMessage(req, 'codeSent');
        return null;
      },
    );
  }
};

export default verificationRoutes;
