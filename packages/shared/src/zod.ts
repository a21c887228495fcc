import { z } from 'zod';

/**
 * zod for the contracts. In a browser the parsers run without zod's compiled fast path: it is
 * built with `new Function`, and even zod's probe for it is reported as a violation by our CSP
 * (script-src without 'unsafe-eval'). The contracts import zod from here, so this runs before any
 * of their schemas is built; the server keeps the fast path.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
