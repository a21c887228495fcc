import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/captcha/init',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Open an image captcha; returns its id', response: { 200: z.string() } },
    },
    () => app.captcha.init(),
  );

  app.get(
    '/common/captcha/draw/:id',
    {
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'The captcha image: each GET draws a new code and voids the one shown before (PNG: a warped, speckled raster, so no markup gives the code away)',
        params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/, 'badFormat') }),
      },
    },
    async (req, reply) => {
      const png = await app.captcha.draw(req.params.id);
      if (!png) throw new AppError(404, 'captchaWrong');
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );
};

export default captchaRoutes;
