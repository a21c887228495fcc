import type {
  TestAnswerSaved,
  TestDefinitionView,
  TestGroupReport,
  TestGroupRole,
  TestGroupType,
  TestGroupView,
  TestKind,
  TestListItem,
  TestRecordView,
  TestReport,
} from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/**
 * 测评 (issue 20, spec §7 "Tests"): the tests, my sittings (saved as I go), reports scored on the
 * server, and group reports. Shapes: packages/shared/src/contracts/assessment.ts.
 */

/** GET /test/getAll: the tests offered, with my sitting in progress and my latest finished one. */
export const getTests = () => unwrap(http.get<TestListItem[]>('/test/getAll'));

/** GET /test/get/{kind}: one test to take (items without keys); 404 for a kind not offered. */
export const getTest = (kind: string) => unwrap(http.get<TestDefinitionView>(`/test/get/${encodeURIComponent(kind)}`));

/** GET /testRecord/get?kind=: my sittings of a kind, newest first. */
export const getSittings = (kind: TestKind) => unwrap(http.get<TestRecordView[]>('/testRecord/get', { kind }));

/** GET /testAnswer/getAnswer: a sitting's saved answers (resume on another device). */
export const getSavedAnswers = (recordId: string) => unwrap(http.get<TestRecordView>('/testAnswer/getAnswer', { recordId }));

export interface AnswerSave {
  kind: TestKind;
  recordId?: string;
  answers: Record<string, number>;
  context?: Record<string, string | number>;
  finish?: boolean;
}

/** POST /testAnswer/insert: merges answers into the sitting (created when none); `finish` scores it. */
export const saveAnswers = (input: AnswerSave) => unwrap(http.postJson<TestAnswerSaved>('/testAnswer/insert', input));

/** GET /testAnswer/getTestAnswer?recordId=: the report of one of my finished sittings (404 otherwise). */
export const getReport = (recordId: string) => unwrap(http.get<TestReport>('/testAnswer/getTestAnswer', { recordId }));

/** GET /testGroup/getMine: the groups I own or joined. */
export const getMyGroups = () => unwrap(http.get<TestGroupView[]>('/testGroup/getMine'));

/** POST /testGroup/add: a new group; answers its id and invitation code. */
export const addGroup = (input: { name: string; type: TestGroupType; kind: TestKind }) =>
  unwrap(http.postJson<{ id: string; code: string }>('/testGroup/add', input));

/** POST /testGroup/join: joins by invitation code (role: parent or child for a family; a class needs none). */
export const joinGroup = (code: string, role?: TestGroupRole) => unwrap(http.postJson<TestGroupView>('/testGroup/join', { code, ...(role ? { role } : {}) }));

/** POST /testGroup/leave */
export const leaveGroup = (id: string) => unwrap(http.postJson<{ left: boolean }>('/testGroup/leave', { id }));

/** POST /testGroup/delByIds: deletes groups I own. */
export const deleteGroups = (ids: string[]) => unwrap(http.post<{ deleted: number }>('/testGroup/delByIds', { ids }));

/** GET /testGroup/report/{id}: members' latest results and the means (owner and members only). */
export const getGroupReport = (id: string) => unwrap(http.get<TestGroupReport>(`/testGroup/report/${encodeURIComponent(id)}`));
