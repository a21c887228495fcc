import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { badTextField, isBadText } from '../lib/validation.ts';

/** Request headers the server reads as text (the token, the language, the device of a session). */
const READ_HEADERS = ['accesstoken', 'accept-language', 'user-agent'] as const;

/**
 * One guard for every /api route, before its schema: a NUL or half of a surrogate pair anywhere
 * in the body, the query, the path parameters or a header we read is refused with 400 naming the
 * field. PostgreSQL cannot store a NUL and a lone surrogate is not text, so no route has to think
 * of either. Registered after the auth plugin: a caller is authenticated before its input is read.
 */
export default fp(async (app) => {
  app.addHook('preValidation', (req, _reply, done) => {
    let field = badTextField(req.body, 'body') ?? badTextField(req.query, 'query') ?? badTextField(req.params, 'params');
    if (field === null) {
      const header = READ_HEADERS.find((name) => typeof req.headers[name] === 'string' && isBadText(req.headers[name]));
      if (header) field = header;
    }
    if (field === null) return done();
    done(new AppError(400, 'invalidField', { field, reasonKey: 'badText' }, { fields: [field] }));
  });
});
