import type { FastifyInstance } from 'fastify';
import {
  formatDateTime,
  type TestAnswerSaved,
  type TestDefinitionView,
  type TestKind,
  type TestListItem,
  type TestRecordView,
  type TestReport,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  checkAnswers,
  checkContext,
  definitionOf,
  instrumentOf,
  missingContext,
  missingItems,
  registeredKinds,
  reportOf,
  type InputProblem,
} from '../../assessment/registry.ts';
import type { Instrument } from '../../assessment/instrument.ts';
import type { AnswerInsertInput } from './schema.ts';
import * as repo from './repo.ts';
import type { RecordRow } from './repo.ts';

/** A user's history is shown up to this many sittings (newest first). */
export const HISTORY_MAX = 200;

export const notAvailable = () => new AppError(404, 'assessmentNotAvailable');
const noReport = () => new AppError(404, 'assessmentNoReport');

/** The registered instrument of a kind, or 404 (a kind of the contract not offered yet is not an error of the caller's). */
export function availableInstrument(kind: string): Instrument {
  const ins = instrumentOf(kind);
  if (!ins) throw notAvailable();
  return ins;
}

/** A 400 naming the first refused field, every refused field in result.fields (like a schema failure). */
function refuse(problems: InputProblem[]): never {
  const [first] = problems;
  throw new AppError(400, 'invalidField', { field: first.field, reasonKey: first.reason, ...first.params }, { fields: problems.map((p) => p.field) });
}

const recordView = (r: RecordRow): TestRecordView => ({
  id: r.id,
  kind: r.kind as TestKind,
  version: r.version,
  status: r.status,
  answers: r.answers,
  context: r.context,
  answered: Object.keys(r.answers).length,
  itemCount: instrumentOf(r.kind)?.items.length ?? Object.keys(r.answers).length,
  startTime: formatDateTime(r.startTime),
  updateTime: formatDateTime(r.updateTime),
  finishTime: r.finishTime ? formatDateTime(r.finishTime) : null,
});

/** The report stored at finish: scored once, by the bank the sitting answered. */
const storedReport = (r: RecordRow): TestReport | null => (r.status === 'finished' && r.result ? (r.result as unknown as TestReport) : null);

/**
 * The report of a user's latest finished sitting of a kind, or null. For other modules (选科 report,
 * careers, 专业定位): they read results through here, never the table.
 */
export async function latestReport(app: FastifyInstance, userId: string, kind: TestKind): Promise<TestReport | null> {
  const row = await repo.latestFinished(app.db, userId, kind);
  return row ? storedReport(row) : null;
}

/** Latest finished reports of several users for one kind (group reports). */
export async function latestReportsOf(db: Db, userIds: string[], kind: string): Promise<Map<string, TestReport>> {
  if (!userIds.length) return new Map();
  const rows = await repo.latestFinishedOf(db, userIds, kind);
  const out = new Map<string, TestReport>();
  for (const row of rows) {
    const report = storedReport(row);
    if (report) out.set(row.userId, report);
  }
  return out;
}

/** 测评: the tests, a user's sittings (saved as they go, scored on the server at finish) and reports. */
export function assessmentService(db: Db) {
  /**
   * One of the user's sittings; someone else's answers exactly like a missing one. Rows of other
   * features that share the table (强基定位, kind qj-position) are not sittings of a test.
   */
  async function own(userId: string, id: string): Promise<RecordRow> {
    const row = await repo.ownSitting(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Every offered test with the user's state: the sitting in progress and the latest finished one. */
    async list(userId: string): Promise<TestListItem[]> {
      const kinds = registeredKinds();
      const rows = await repo.sittingSummaries(db, userId, kinds);
      return kinds.map((kind) => {
        const ins = instrumentOf(kind)!;
        const mine = rows.filter((r) => r.kind === kind);
        const open = mine.find((r) => r.status === 'in_progress' && r.version === ins.version);
        const done = mine.filter((r) => r.status === 'finished' && r.finishTime).sort((a, b) => b.finishTime!.getTime() - a.finishTime!.getTime())[0];
        return {
          kind,
          reportCode: definitionOf(ins).reportCode,
          title: ins.title,
          tells: ins.tells,
          minutes: ins.minutes,
          itemCount: ins.items.length,
          audience: ins.audience,
          ownItems: ins.source.ownItems,
          inProgress: open ? { recordId: open.id, answered: open.answered } : null,
          lastFinished: done ? { recordId: done.id, finishTime: formatDateTime(done.finishTime!) } : null,
        };
      });
    },

    definition(kind: string): TestDefinitionView {
      return definitionOf(availableInstrument(kind));
    },

    /** The user's sittings, newest first (optionally of one kind). */
    async history(userId: string, kind?: string): Promise<TestRecordView[]> {
      const rows = await repo.sittingsOf(db, userId, kind, HISTORY_MAX);
      return rows.map(recordView);
    },

    async record(userId: string, id: string): Promise<TestRecordView> {
      return recordView(await own(userId, id));
    },

    /**
     * Saves answers as the user goes: merged into the given sitting, else into the kind's sitting in
     * progress, else into a new one (so a retake after finishing is a new row and history is kept).
     * A finished sitting never changes. `finish` needs every item answered and scores on the server.
     * A refused call changes nothing. Calls of one user on one kind run one at a time (a lock).
     */
    async save(userId: string, input: AnswerInsertInput): Promise<TestAnswerSaved> {
      const ins = availableInstrument(input.kind);
      const context = checkContext(ins, input.context);
      const problems = [...checkAnswers(ins, input.answers), ...context.problems];
      if (problems.length) refuse(problems);

      // The one db call here: the transaction; its queries are repo.ts's, the rules between them stay here.
      const saved = await db.transaction(async (tx) => {
        await repo.lockSittings(tx, userId, input.kind);
        let row: RecordRow | undefined;
        if (input.recordId) {
          row = await repo.recordOfUser(tx, userId, input.recordId);
          if (!row) throw notFound();
          if (row.kind !== input.kind) throw fieldError('recordId', 'assessmentWrongKind');
          // A sitting of an older bank cannot take answers checked against this one.
          if (row.status === 'finished' || row.version !== ins.version) throw fieldError('recordId', 'assessmentFinished');
        } else {
          row = await repo.openSitting(tx, userId, input.kind, ins.version);
        }

        const answers = { ...row?.answers, ...input.answers };
        const contextValues = { ...row?.context, ...context.value };
        const now = new Date();
        const id = row?.id ?? newId();
        let finished: { result: Record<string, unknown>; finishTime: Date } | null = null;
        if (input.finish) {
          const missing = missingItems(ins, answers);
          if (missing.length)
            throw new AppError(
              400,
              'invalidField',
              { field: 'answers', reasonKey: 'assessmentMissing', count: missing.length, first: missing[0] },
              { fields: ['answers'], missing },
            );
          const missingFields = missingContext(ins, contextValues);
          if (missingFields.length) refuse(missingFields.map((key) => ({ field: `context.${key}`, reason: 'required' })));
          const report = reportOf(ins, ins.score(answers, contextValues), { recordId: id, finishTime: formatDateTime(now) });
          finished = { result: report as unknown as Record<string, unknown>, finishTime: now };
        }
        const values = {
          answers,
          context: contextValues,
          updateTime: now,
          ...(finished ? { status: 'finished' as const, result: finished.result, finishTime: finished.finishTime } : {}),
        };
        if (row) {
          const updated = await repo.updateOpenSitting(tx, row.id, values);
          if (!updated) throw fieldError('recordId', 'assessmentFinished');
          return updated;
        }
        return repo.insertSitting(tx, { id, userId, kind: input.kind, version: ins.version, startTime: now, ...values });
      });
      return { ...recordView(saved), reportId: saved.status === 'finished' ? saved.id : null };
    },

    /**
     * A report: of the given sitting (404 until it is finished), else of the latest finished sitting
     * of the kind. `kind` alone must be an offered test.
     */
    async report(userId: string, by: { kind?: string; recordId?: string }): Promise<TestReport> {
      if (by.recordId) {
        const row = await own(userId, by.recordId);
        if (by.kind && row.kind !== by.kind) throw fieldError('recordId', 'assessmentWrongKind');
        const report = storedReport(row);
        if (!report) throw noReport();
        return report;
      }
      if (!by.kind) throw fieldError('kind', 'assessmentKindOrRecord');
      availableInstrument(by.kind);
      const row = await repo.latestFinished(db, userId, by.kind);
      const report = row && storedReport(row);
      if (!report) throw noReport();
      return report;
    },
  };
}

export type AssessmentService = ReturnType<typeof assessmentService>;
