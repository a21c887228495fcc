/**
 * Errors as log lines without the values they carry. A failed database write holds its SQL
 * parameters three times over (Drizzle's message `Failed query: … params: …`, its `params`, the
 * driver's `cause.params`) and PostgreSQL repeats the row in `detail` ("Failing row contains …"):
 * a stored SMTP password, an argon2 hash or a pay key went to the log that way. What stays: the
 * error's type, message and stack with the values cut, the SQL text (placeholders only) and
 * PostgreSQL's code, table, column and constraint, which is what a reader needs to find the fault.
 */

/** Fields of a PostgreSQL error that name the fault without quoting data. */
const PG_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'hint'] as const;
/** Other own properties kept when they hold a number, boolean or short string. */
const KEPT_FIELDS = ['statusCode', 'errno', 'syscall', 'validationContext'] as const;
const MAX_TEXT = 2000;
const MAX_DEPTH = 4;

/** Cuts the values out of an error text: Drizzle's params, PostgreSQL's quoted rows and keys, bad literals. */
export function scrubErrorText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/Failing row contains \([\s\S]*?\)(\.|$)/g, 'Failing row contains (…)$1')
    .replace(/Key \(([^)]*)\)=\([\s\S]*?\)( |\.|$)/g, 'Key ($1)=(…)$2')
    .replace(/(invalid input syntax for type [\w ]+: |invalid input value for enum [\w.]+: )"[\s\S]*?"/g, '$1"…"')
    .slice(0, MAX_TEXT);
}

/** The message of an error (or a thrown value) with its values cut: for texts stored or printed outside the logger. */
export function errorText(err: unknown): string {
  return scrubErrorText(err instanceof Error ? err.message : String(err));
}

/** An error as a log line shows it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * pino's `err` serializer (app.ts) and the form every logged error takes. Never throws; a value
 * that is not an error (a string passed as `err`) is scrubbed the same way.
 */
export function serializeError(err: unknown): LoggedError {
  return serialize(err, 0);
}

function serialize(err: unknown, depth: number): LoggedError {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: scrubErrorText(String(err)), stack: '' };
  try {
    const e = err as Error & Record<string, unknown>;
    const message = typeof e.message === 'string' ? e.message : '';
    // The stack starts with the message: cut the same values there, keep the frames.
    const stack = typeof e.stack === 'string' ? scrubErrorText(message ? e.stack.replace(message, scrubErrorText(message)) : e.stack) : '';
    const out: LoggedError = { type: e.constructor?.name ?? 'Object', message: scrubErrorText(message), stack };
    // Drizzle's SQL text has placeholders ($1, $2…) for the values, so it is kept.
    if (typeof e.query === 'string') out.query = e.query.slice(0, MAX_TEXT);
    for (const k of [...PG_FIELDS, ...KEPT_FIELDS]) {
      const v = e[k];
      if (typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 200)) out[k] = v;
    }
    if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = serialize(e.cause, depth + 1);
    if (Array.isArray(e.errors) && depth < MAX_DEPTH) out.errors = e.errors.slice(0, 5).map((x) => serialize(x, depth + 1));
    return out;
  } catch {
    return { type: 'Error', message: '[error not serializable]', stack: '' };
  }
}
