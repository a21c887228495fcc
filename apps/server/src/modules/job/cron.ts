import { Cron } from 'croner';

/** Time zone the schedules run in: the product's users are in China. */
export const JOB_TIME_ZONE = 'Asia/Shanghai';

export type CronCheck = { ok: true; schedule: string; next: Date[] } | { ok: false; reason: 'cronInvalid' | 'cronTooFrequent' | 'cronYear' };

const fieldsOf = (expression: string) => expression.trim().split(/\s+/);

/** The largest value of each field, Quartz order (seconds, minutes, hours, day, month, weekday 1-7, year). */
const QUARTZ_MAX = [59, 59, 23, 31, 12, 7, 2099];
const STANDARD_MAX = [59, 23, 31, 12, 6];

/** Quartz's `5/15` (from 5, every 15) as `5-59/15`, the spelling croner and pg-boss read. */
const spellSteps = (fields: string[], max: number[]) =>
  fields.map((f, i) =>
    f
      .split(',')
      .map((part) => part.replace(/^(\d+)\/(\d+)$/, (_, start: string, step: string) => `${start}-${max[i]}/${step}`))
      .join(','),
  );

/**
 * A Quartz day-of-week field (1 = Sunday … 7 = Saturday, as XBoot writes it) in standard cron
 * numbering (0 = Sunday … 6 = Saturday). Names (MON-FRI) need nothing; in `6#3` only the day
 * moves, in `*\/2` the step stays.
 */
function standardWeekdays(field: string): string {
  const day = (d: string) => (/^\d+$/.test(d) ? String(Number(d) - 1) : d);
  return field
    .split(',')
    .map((part) => {
      const [range, step] = part.split('/');
      const [first, nth] = range.split('#');
      const moved = first.endsWith('L') && first !== 'L' ? `${day(first.slice(0, -1))}L` : first.split('-').map(day).join('-');
      return `${moved}${nth !== undefined ? `#${nth}` : ''}${step !== undefined ? `/${step}` : ''}`;
    })
    .join(',');
}

/**
 * Reads a cron expression as XBoot writes it (Quartz: seconds first, `?`, 1 = Sunday, an optional
 * year) or in the standard 5 fields, validated by croner, and gives the 5-field schedule pg-boss
 * keeps (minute resolution: pg-boss sends at most one job a minute per schedule) with the next
 * five run times. Refused: what croner cannot read, a seconds field that fires more than once a
 * minute, and a year other than `*` (pg-boss's cron has no year).
 */
export function checkCron(expression: string, from = new Date()): CronCheck {
  const written = fieldsOf(expression);
  if (written.length < 5 || written.length > 7) return { ok: false, reason: 'cronInvalid' };
  const quartz = written.length >= 6;
  const fields = spellSteps(written, quartz ? QUARTZ_MAX : STANDARD_MAX);
  let cron: Cron;
  try {
    cron = new Cron(fields.join(' '), {
      paused: true,
      timezone: JOB_TIME_ZONE,
      mode: quartz ? '6-or-7-parts' : '5-part',
      alternativeWeekdays: quartz,
      domAndDow: false,
    });
  } catch {
    return { ok: false, reason: 'cronInvalid' };
  }
  let schedule = fields.join(' ');
  if (quartz) {
    const [, minutes, hours, dom, month, dow, year] = fields;
    if (!/^\d{1,2}$/.test(written[0])) return { ok: false, reason: 'cronTooFrequent' };
    if (year !== undefined && year !== '*') return { ok: false, reason: 'cronYear' };
    const std = (f: string) => (f === '?' ? '*' : f);
    schedule = [minutes, hours, std(dom), month, standardWeekdays(std(dow))].join(' ');
  }
  const next = cron.nextRuns(5, from);
  if (next.length === 0) return { ok: false, reason: 'cronInvalid' };
  // The converted schedule must fire on the same minutes as what was written.
  try {
    const check = new Cron(schedule, { paused: true, timezone: JOB_TIME_ZONE, mode: '5-part', domAndDow: false }).nextRuns(5, from);
    const minute = (d: Date) => Math.floor(d.getTime() / 60_000);
    if (check.length !== next.length || check.some((d, i) => minute(d) !== minute(next[i]))) return { ok: false, reason: 'cronInvalid' };
  } catch {
    return { ok: false, reason: 'cronInvalid' };
  }
  return { ok: true, schedule, next };
}
