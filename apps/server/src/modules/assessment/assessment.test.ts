import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  TEST_ANSWER_CALLS,
  type TestAnswerSaved,
  type TestDefinitionView,
  type TestKind,
  type TestListItem,
  type TestRecordView,
  type TestReport,
} from '@zhiyuan/shared';
import { testRecords, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { allowedValues, GRADES, INSTRUMENTS } from '../../assessment/registry.ts';
import { scoreInterest } from '../../assessment/instruments/interest.ts';
import { scoreStudyControl } from '../../assessment/instruments/study-control.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { latestReport } from './service.ts';
import { ANSWER_SAVES_PER_MINUTE } from './routes.ts';

let t: TestApp;
let alice: string;
let aliceAgain: string;
let bob: string;
let carol: string;
let registrations = 0;

async function register(username: string, mobile: string) {
  const remoteAddress = `10.77.0.${++registrations}`;
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password: 'secret123', mobile }, remoteAddress });
  expect(reg.code, reg.message).toBe(200);
  return t.login(username, 'secret123');
}
const userIdOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

beforeAll(async () => {
  t = await createTestApp();
  alice = await register('testee01', '13700000001');
  // The same account on a second device.
  aliceAgain = await t.login('testee01', 'secret123');
  bob = await register('testee02', '13700000002');
  carol = await register('testee03', '13700000003');
});
afterAll(() => t?.close());

const en = { 'accept-language': 'en-US' };
const get = <T>(url: string, token?: string, headers: Record<string, string> = {}) => t.call<T>({ method: 'GET', url: `/api${url}`, token, headers });
const insert = (body: unknown, token = alice, headers: Record<string, string> = {}) =>
  t.call<TestAnswerSaved>({ method: 'POST', url: '/api/testAnswer/insert', token, payload: body as Record<string, unknown>, headers });
/** A full sheet for a kind: the value `pick(index)` for each item, in bank order. */
const fullSheet = (kind: TestKind, pick: (i: number) => number) => Object.fromEntries(INSTRUMENTS[kind]!.items.map((item, i) => [item.id, pick(i)]));

describe('who may call', () => {
  it('answers 401 to every assessment call without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/test/getAll'],
      ['GET', '/test/get/interest'],
      ['GET', '/testRecord/get'],
      ['POST', '/testAnswer/insert'],
      ['GET', '/testAnswer/getAnswer?recordId=1'],
      ['GET', '/testAnswer/getTestAnswer?kind=interest'],
      ...Object.values(TEST_ANSWER_CALLS).map((call): [string, string] => ['GET', `/${call}/getAnswer`]),
      ['POST', '/testGroup/add'],
      ['POST', '/testGroup/join'],
      ['GET', '/testGroup/getMine'],
      ['GET', '/testGroup/report/1'],
      ['POST', '/testGroup/leave'],
      ['POST', '/testGroup/delByIds'],
    ];
    for (const [method, url] of calls) {
      const res = await t.call({ method: method as 'GET', url: `/api${url}`, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.code, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the test list and a test', () => {
  it('lists every registered test with its size and no state before a sitting', async () => {
    const res = await get<TestListItem[]>('/test/getAll', alice);
    expect(res.code, res.message).toBe(200);
    const kinds = res.result.map((x) => x.kind);
    expect(kinds).toEqual(expect.arrayContaining(['interest', 'personality', 'study-control']));
    expect(kinds).toHaveLength(Object.keys(INSTRUMENTS).length);
    const interest = res.result.find((x) => x.kind === 'interest')!;
    expect(interest).toMatchObject({ reportCode: 'in', itemCount: 60, audience: 'student', ownItems: false, inProgress: null, lastFinished: null });
  });

  it('gives a test with items but no keys; an unknown kind is refused by name', async () => {
    const res = await get<TestDefinitionView>('/test/get/personality', alice);
    expect(res.code, res.message).toBe(200);
    expect(res.result.items).toHaveLength(50);
    expect(JSON.stringify(res.result)).not.toMatch(/"reverse"|"dimension"|"correct"/);
    expect(res.result.scale?.values).toEqual([1, 2, 3, 4, 5]);
    expect(res.result.source.licence).toMatch(/Public domain/);

    const bad = await get<{ fields: string[] }>('/test/get/mbti', alice);
    expect(bad.code).toBe(400);
    expect(bad.result.fields).toEqual(['kind']);
    expect(bad.message).toContain('kind');
  });

  it('answers 404 "not available", never 500, for a kind of the contract that is not registered', async () => {
    const [kind, call] = Object.entries(TEST_ANSWER_CALLS)[0] as [TestKind, string];
    const saved = INSTRUMENTS[kind];
    delete INSTRUMENTS[kind];
    try {
      for (const res of [
        await get(`/test/get/${kind}`, alice),
        await get(`/${call}/getAnswer`, alice),
        await get(`/testAnswer/getTestAnswer?kind=${kind}`, alice),
        await insert({ kind, answers: {} }),
      ]) {
        expect(res.code).toBe(404);
        expect(res.message).toBe('该测评暂未开放');
      }
      expect((await get(`/${call}/getAnswer`, alice, en)).message).toBe('This test is not available');
      expect((await get<TestListItem[]>('/test/getAll', alice)).result.map((x) => x.kind)).not.toContain(kind);
    } finally {
      if (saved) INSTRUMENTS[kind] = saved;
    }
  });
});

describe('saving as you go, resuming, finishing, retaking', () => {
  let first: string;
  let second: string;

  it('saves answers into one sitting in progress and resumes it on another device', async () => {
    const a = await insert({ kind: 'study-control', answers: { q1: 4 } });
    expect(a.code, a.message).toBe(200);
    expect(a.result).toMatchObject({ kind: 'study-control', status: 'in_progress', answered: 1, itemCount: 13, finishTime: null, reportId: null });
    first = a.result.id;
    // No recordId: merged into the sitting in progress. A later answer to the same item replaces it.
    const b = await insert({ kind: 'study-control', answers: { q2: 2, q1: 5 } }, aliceAgain);
    expect(b.result.id).toBe(first);
    expect(b.result.answers).toEqual({ q1: 5, q2: 2 });

    const resumed = await get<TestRecordView>(`/testAnswer/getAnswer?recordId=${first}`, aliceAgain);
    expect(resumed.code, resumed.message).toBe(200);
    expect(resumed.result).toMatchObject({ id: first, answers: { q1: 5, q2: 2 }, answered: 2, status: 'in_progress' });

    const list = await get<TestListItem[]>('/test/getAll', alice);
    expect(list.result.find((x) => x.kind === 'study-control')!.inProgress).toEqual({ recordId: first, answered: 2 });
  });

  it('takes a form-encoded save with the answers as JSON text', async () => {
    const res = await t.call<TestAnswerSaved>({
      method: 'POST',
      url: '/api/testAnswer/insert',
      token: alice,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `kind=study-control&recordId=${first}&answers=${encodeURIComponent(JSON.stringify({ q3: '3' }))}`,
    });
    expect(res.code, res.message).toBe(200);
    expect(res.result.answers).toEqual({ q1: 5, q2: 2, q3: 3 });
  });

  it('refuses to finish with items missing, saying how many, and saves nothing of that call', async () => {
    const zh = await insert({ kind: 'study-control', answers: { q4: 1 }, finish: true });
    expect(zh.code).toBe(400);
    expect(zh.message).toBe('参数 answers 不正确：还有 9 题未作答（如 q5），全部作答后才能提交');
    const english = await insert({ kind: 'study-control', answers: { q4: 1 }, finish: true }, alice, en);
    expect(english.message).toBe('Invalid answers: 9 items are not answered yet (e.g. q5); answer them all before finishing');
    expect((await get<TestRecordView>(`/testAnswer/getAnswer?recordId=${first}`, alice)).result.answered).toBe(3);
  });

  it('finishes with every item answered and scores on the server as the instrument does', async () => {
    const rest = { q4: 1, q5: 5, q6: 2, q7: 4, q8: 3, q9: 2, q10: 5, q11: 4, q12: 1, q13: 3 };
    const res = await insert({ kind: 'study-control', answers: rest, finish: true });
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ id: first, status: 'finished', answered: 13, reportId: first });
    expect(res.result.finishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const report = await get<TestReport>('/answerStudyControlTest/getAnswer', alice);
    expect(report.code, report.message).toBe(200);
    const expected = scoreStudyControl({ q1: 5, q2: 2, q3: 3, ...rest });
    expect(report.result).toMatchObject({
      recordId: first,
      kind: 'study-control',
      reportCode: 'lm',
      chart: 'gauge',
      dimensions: expected.dimensions,
      summary: expected.summary,
    });
    // q1 5, then keyed 4 3 5 1 2 2 3 4 1 4 5 3 (see study-control.test.ts): 42.
    expect(report.result.dimensions[0].score).toBe(42);
    expect(report.result.source.name).toBe('Brief Self-Control Scale (BSCS)');
    expect((await get<TestReport>(`/testAnswer/getTestAnswer?recordId=${first}`, alice)).result.recordId).toBe(first);
    expect((await get<TestReport>('/testAnswer/getTestAnswer?kind=study-control', alice)).result.recordId).toBe(first);
  });

  it('never changes a finished sitting: a save naming it is refused, a save without it starts a retake', async () => {
    const refused = await insert({ kind: 'study-control', recordId: first, answers: { q1: 1 } });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('recordId');
    expect((await get<TestRecordView>(`/testAnswer/getAnswer?recordId=${first}`, alice)).result.answers.q1).toBe(5);

    const retake = await insert({ kind: 'study-control', answers: { q1: 1 } });
    expect(retake.code, retake.message).toBe(200);
    second = retake.result.id;
    expect(second).not.toBe(first);
    expect(retake.result.status).toBe('in_progress');
    // Until the retake is finished, the report is still the first one.
    expect((await get<TestReport>('/answerStudyControlTest/getAnswer', alice)).result.recordId).toBe(first);
    const unfinished = await get(`/testAnswer/getTestAnswer?recordId=${second}`, alice);
    expect(unfinished.code).toBe(404);

    const done = await insert({ kind: 'study-control', recordId: second, answers: fullSheet('study-control', () => 1), finish: true });
    expect(done.code, done.message).toBe(200);
    const latest = await get<TestReport>('/answerStudyControlTest/getAnswer', alice);
    expect(latest.result.recordId).toBe(second);
    // Every answer 1: 4 plain items × 1 + 9 reversed × 5.
    expect(latest.result.dimensions[0].score).toBe(49);
    expect((await get<TestReport>(`/answerStudyControlTest/getAnswer?recordId=${first}`, alice)).result.dimensions[0].score).toBe(42);
  });

  it('keeps the history, newest first, by kind or one sitting by id', async () => {
    await insert({ kind: 'personality', answers: { q1: 3 } });
    const all = await get<TestRecordView[]>('/testRecord/get', alice);
    expect(all.code, all.message).toBe(200);
    expect(all.result.map((r) => r.kind)).toEqual(['personality', 'study-control', 'study-control']);
    const mine = await get<TestRecordView[]>('/testRecord/get?kind=study-control', alice);
    expect(mine.result.map((r) => [r.id, r.status])).toEqual([
      [second, 'finished'],
      [first, 'finished'],
    ]);
    const one = await get<TestRecordView>(`/testRecord/get?id=${first}`, alice);
    expect(one.result).toMatchObject({ id: first, status: 'finished', answered: 13 });
    const list = await get<TestListItem[]>('/test/getAll', alice);
    const sc = list.result.find((x) => x.kind === 'study-control')!;
    expect(sc.inProgress).toBeNull();
    expect(sc.lastFinished?.recordId).toBe(second);
  });

  it('leaves out rows of other features that share the table (强基定位)', async () => {
    const id = newId();
    await t.database.db
      .insert(testRecords)
      .values({ id, userId: await userIdOf('testee01'), kind: 'qj-position', status: 'finished', result: { list: [] }, finishTime: new Date() });
    expect((await get<TestRecordView[]>('/testRecord/get', alice)).result.map((r) => r.id)).not.toContain(id);
    expect((await get(`/testRecord/get?id=${id}`, alice)).code).toBe(404);
    expect((await get(`/testAnswer/getTestAnswer?recordId=${id}`, alice)).code).toBe(404);
  });

  it("never shows one user another user's sitting: every call answers 404", async () => {
    for (const url of [
      `/testRecord/get?id=${first}`,
      `/testAnswer/getAnswer?recordId=${first}`,
      `/testAnswer/getTestAnswer?recordId=${first}`,
      `/answerStudyControlTest/getAnswer?recordId=${first}`,
    ]) {
      const res = await get(url, bob);
      expect(res.code, url).toBe(404);
      expect(JSON.stringify(res.result ?? null)).not.toContain('q1');
    }
    expect((await insert({ kind: 'study-control', recordId: first, answers: { q1: 2 } }, bob)).code).toBe(404);
    expect((await get<TestRecordView[]>('/testRecord/get', bob)).result).toEqual([]);
    expect((await get('/answerStudyControlTest/getAnswer', bob)).code).toBe(404);
  });

  it('gives other modules the latest report through latestReport()', async () => {
    const report = await latestReport(t.app, await userIdOf('testee01'), 'study-control');
    expect(report?.recordId).toBe(second);
    expect(await latestReport(t.app, await userIdOf('testee02'), 'study-control')).toBeNull();
  });
});

describe('the interest test scored on the server', () => {
  it("matches the instrument's scorer for a full sheet, with the Holland code and leads", async () => {
    const answers = fullSheet('interest', (i) => [4, 3, 2, 1, 0, 2][Math.floor((i % 12) / 2)]);
    const res = await insert({ kind: 'interest', answers, finish: true }, bob);
    expect(res.code, res.message).toBe(200);
    const report = await get<TestReport>('/testAnswer/getTestAnswer?kind=interest', bob);
    expect(report.code, report.message).toBe(200);
    const expected = scoreInterest(answers);
    expect(report.result.dimensions).toEqual(expected.dimensions);
    expect(report.result.code).toBe(expected.code);
    expect(report.result.leads).toEqual(expected.leads);
    // R 40, I 30, A 20, S 10, E 0, C 20: A and C tie at 20, A first.
    expect(report.result.code).toBe('RIA');
    expect(report.result.source.notice).toContain('O*NET™ is a trademark');
    expect(report.result.chart).toBe('hexagon');
  });
});

describe('every registered test on the server', () => {
  it('takes each to its report with a full sheet, scored as its instrument scores it', async () => {
    const erin = await register('testee05', '13700000005');
    for (const [kind, ins] of Object.entries(INSTRUMENTS) as [TestKind, NonNullable<(typeof INSTRUMENTS)[TestKind]>][]) {
      const answers = Object.fromEntries(ins.items.map((item) => [item.id, allowedValues(ins, item).at(-1)!]));
      const context = Object.fromEntries(
        ins.contextFields.filter((f) => f.required).map((f) => [f.key, f.type === 'number' ? (f.min ?? 0) : (f.options ?? GRADES)[0]]),
      );
      const res = await insert({ kind, answers, context, finish: true }, erin);
      expect(res.code, `${kind}: ${res.message}`).toBe(200);
      const report = await get<TestReport>(`/testAnswer/getTestAnswer?recordId=${res.result.id}`, erin);
      expect(report.code, kind).toBe(200);
      const expected = ins.score(answers, context);
      expect(report.result.dimensions, kind).toEqual(expected.dimensions);
      expect(report.result.code, kind).toBe(expected.code);
      expect(report.result).toMatchObject({ kind, recordId: res.result.id, chart: expected.chart });
      const call = TEST_ANSWER_CALLS[kind];
      if (call) expect((await get<TestReport>(`/${call}/getAnswer`, erin)).result.recordId, kind).toBe(res.result.id);
    }
  });
});

describe("bad input, named in the caller's language", () => {
  it('names an item that is not in the bank', async () => {
    const zh = await insert({ kind: 'study-control', answers: { q99: 1 } }, carol);
    expect(zh.code).toBe(400);
    expect(zh.message).toBe('参数 answers.q99 不正确：不是本测评的题目');
    expect((zh.result as unknown as { fields: string[] }).fields).toEqual(['answers.q99']);
    const english = await insert({ kind: 'study-control', answers: { q99: 1 } }, carol, en);
    expect(english.message).toBe('Invalid answers.q99: is not an item of this test');
  });

  it('names an answer off the scale, with the values allowed', async () => {
    const zh = await insert({ kind: 'interest', answers: { q12: 5 } }, carol);
    expect(zh.code).toBe(400);
    expect(zh.message).toBe('参数 answers.q12 不正确：取值应为以下之一：0, 1, 2, 3, 4');
    const english = await insert({ kind: 'interest', answers: { q12: 5 } }, carol, en);
    expect(english.message).toBe('Invalid answers.q12: must be one of: 0, 1, 2, 3, 4');
    const text = await insert({ kind: 'interest', answers: { q12: 'a lot' } }, carol);
    expect(text.code).toBe(400);
    expect(text.message).toContain('answers.q12');
    // Nothing was saved by the refused calls.
    expect((await get<TestRecordView[]>('/testRecord/get', carol)).result).toEqual([]);
  });

  it('names an unknown kind, an unknown body key, an unknown context key and a bad record id', async () => {
    const kind = await insert({ kind: 'mbti', answers: {} }, carol, en);
    expect(kind.code).toBe(400);
    expect(kind.message).toContain('kind');
    const key = await insert({ kind: 'interest', answers: {}, colour: 'red' }, carol, en);
    expect(key.code).toBe(400);
    expect(key.message).toBe('Invalid colour: is not a supported parameter');
    const context = await insert({ kind: 'interest', answers: {}, context: { grade: '高二' } }, carol);
    expect(context.code).toBe(400);
    expect(context.message).toBe('参数 context.grade 不正确：不支持的参数');
    const id = await insert({ kind: 'interest', recordId: 'abc', answers: {} }, carol);
    expect(id.code).toBe(400);
    expect(id.message).toContain('recordId');
  });

  it('names the missing parameter of the report and answer calls', async () => {
    const neither = await get<{ fields: string[] }>('/testAnswer/getTestAnswer', carol, en);
    expect(neither.code).toBe(400);
    expect(neither.message).toBe('Invalid kind: give kind or recordId');
    const noRecord = await get('/testAnswer/getAnswer', carol);
    expect(noRecord.code).toBe(400);
    expect(noRecord.message).toContain('recordId');
    const badKind = await get('/testRecord/get?kind=iq', carol);
    expect(badKind.code).toBe(400);
    expect(badKind.message).toContain('kind');
    expect((await get('/testAnswer/getTestAnswer?kind=personality', carol)).code).toBe(404);
    expect((await get('/answerPersonalityTest/getAnswer?recordId=x1', carol)).code).toBe(400);
  });

  it("refuses a record of another kind under a kind's call", async () => {
    const own = await insert({ kind: 'personality', answers: fullSheet('personality', () => 3), finish: true }, carol);
    expect(own.code, own.message).toBe(200);
    const wrong = await get(`/answerStudyControlTest/getAnswer?recordId=${own.result.id}`, carol);
    expect(wrong.code).toBe(400);
    expect(wrong.message).toContain('recordId');
    const saveWrong = await insert({ kind: 'interest', recordId: own.result.id, answers: {} }, carol);
    expect(saveWrong.code).toBe(400);
    expect((await get<TestReport>(`/answerPersonalityTest/getAnswer?recordId=${own.result.id}`, carol)).code).toBe(200);
  });
});

describe('rate limit', () => {
  it('limits saves per user, whatever the address, and not other users', async () => {
    const dave = await register('testee04', '13700000004');
    let last = 0;
    for (let i = 0; i < ANSWER_SAVES_PER_MINUTE; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/testAnswer/insert',
        token: dave,
        payload: { kind: 'study-control', answers: { q1: 1 + (i % 5) } },
        remoteAddress: `10.78.${i >> 8}.${i & 255}`,
      });
      last = res.code;
    }
    expect(last).toBe(200);
    const over = await t.call({
      method: 'POST',
      url: '/api/testAnswer/insert',
      token: dave,
      payload: { kind: 'study-control', answers: { q1: 1 } },
      remoteAddress: '10.79.0.1',
    });
    expect(over.code).toBe(429);
    expect((await insert({ kind: 'study-control', answers: { q1: 1 } }, carol)).code).toBe(200);
  });
});
