/**
 * 测评 (issue 20): the tests, their items, sittings and reports. Every test has a kind (below), a
 * report code (spec §2 testReport types) and, where it has one, the call of spec §7
 * `/answer<Name>Test/getAnswer`. Items and scoring live on the server
 * (apps/server/src/assessment/instruments); the browser gets items without their keys and
 * reports with the scores the server computed. Research: ../shared/research/gaokao-domain.md §4.
 */

/** Every test kind, in the order the test list shows them. */
export const TEST_KINDS = [
  'interest',
  'personality',
  'major-position',
  'job-value',
  'study-control',
  'subject-potential',
  'arts-science',
  'psychology-ability',
  'brain-talent',
  'parent-anxious',
  'parent-each',
] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/** The report code of each kind (spec §2 testReport types; docs/decisions.md says why each maps so). */
export const TEST_REPORT_CODES: Record<TestKind, string> = {
  interest: 'in',
  personality: 'pp',
  'major-position': 'pt',
  'job-value': 'val',
  'study-control': 'lm',
  'subject-potential': 'ap',
  'arts-science': 'aas',
  'psychology-ability': 'mind',
  'brain-talent': 'de',
  'parent-anxious': 'pa',
  'parent-each': 'cr',
};

/** `/answer<Name>Test/getAnswer` (spec §7) of the nine kinds that have one. */
export const TEST_ANSWER_CALLS: Partial<Record<TestKind, string>> = {
  'arts-science': 'answerArtsScienceTest',
  personality: 'answerPersonalityTest',
  'parent-anxious': 'answerParentAnxiousTest',
  'subject-potential': 'answerSubjectPotentialTest',
  'psychology-ability': 'answerPsychologyAbilityTest',
  'study-control': 'answerStudyControlTest',
  'brain-talent': 'answerBrainTalentTest',
  'job-value': 'answerJobValueTest',
  'parent-each': 'answerParentEachTest',
};

/** Who takes a test: the student, or the parent about their child. */
export type TestAudience = 'student' | 'parent';

/** Where the items come from, and what may be said about them. */
export interface InstrumentSource {
  /** e.g. 'O*NET Interest Profiler Short Form', or '志愿通自编题目'. */
  name: string;
  /** Citation of the original (authors, year), or '' for our own items. */
  citation: string;
  /** Licence or terms in one line (e.g. 'Public domain (ipip.ori.org)'). */
  licence: string;
  /** A notice that must be shown with the test and its report (©/™ lines), or ''. */
  notice: string;
  /** Items written by us (no validated open instrument fits): reports say so. */
  ownItems: boolean;
  /** The Chinese wording is ours (a translation written for the product, not yet normed). */
  translated: boolean;
}

/** An answer scale: the values 1..n (or 0..n-1) with their labels in order. */
export interface AnswerScale {
  values: number[];
  labels: string[];
}

/** One item as the browser gets it: no key, no dimension weights. */
export interface TestItemView {
  id: string;
  text: string;
  /** Items of a reasoning test carry their own options (labels); others use the test's scale. */
  options?: { value: number; label: string }[];
  /** Optional short section heading the runner shows above the item (e.g. 数字序列). */
  section?: string;
}

/** A test as the list and the runner show it. */
export interface TestDefinitionView {
  kind: TestKind;
  reportCode: string;
  version: number;
  title: string;
  /** What the report tells you, one or two sentences. */
  tells: string;
  minutes: number;
  audience: TestAudience;
  source: InstrumentSource;
  /** The default scale of the items (items with options ignore it). */
  scale: AnswerScale | null;
  items: TestItemView[];
  /** Questions asked once before the items (e.g. the child's grade), by key. */
  contextFields: { key: string; label: string; type: 'grade' | 'number' | 'select'; options?: string[]; min?: number; max?: number }[];
}

/** A test on the list, with the user's state of it. */
export interface TestListItem {
  kind: TestKind;
  reportCode: string;
  title: string;
  tells: string;
  minutes: number;
  itemCount: number;
  audience: TestAudience;
  ownItems: boolean;
  /** The sitting in progress, if any: how far it got. */
  inProgress: { recordId: string; answered: number } | null;
  /** The latest finished sitting, if any. */
  lastFinished: { recordId: string; finishTime: string } | null;
}

export type TestStatus = 'in_progress' | 'finished';

/** One sitting (GET /testRecord/get and the insert answer). */
export interface TestRecordView {
  id: string;
  kind: TestKind;
  version: number;
  status: TestStatus;
  answers: Record<string, number>;
  context: Record<string, unknown>;
  answered: number;
  itemCount: number;
  startTime: string;
  updateTime: string;
  finishTime: string | null;
}

/** One scored dimension of a report (a RIASEC type, a Big-Five factor, a value, a subscale …). */
export interface ReportDimension {
  key: string;
  label: string;
  score: number;
  min: number;
  max: number;
  /** Words for where the score falls (较低 / 中等 / 较高 …), from the instrument's own bands. */
  band?: string;
  /** What it means for this student, one or two sentences. */
  meaning?: string;
}

/** When an answer pattern calls for care: said gently, with a help line; never used to gate anything. */
export interface ReportCare {
  level: 'notice' | 'concern';
  message: string;
  /** e.g. '12356 全国心理援助热线' */
  helpline: string;
}

/** A report leads somewhere: majors (专业类 of the MoE catalog), subjects, schools. */
export interface ReportLead {
  type: 'major' | 'subject' | 'school' | 'career';
  /** A code where there is one (专业类 code 0809, a school id …). */
  code: string | null;
  name: string;
  reason: string;
}

/** A finished sitting's report (`/answer…Test/getAnswer`, `/testAnswer/getTestAnswer`). */
export interface TestReport {
  recordId: string;
  kind: TestKind;
  reportCode: string;
  title: string;
  finishTime: string;
  /** How the chart draws the dimensions. */
  chart: 'hexagon' | 'radar' | 'bars' | 'bipolar' | 'gauge';
  dimensions: ReportDimension[];
  /** A short code where the instrument has one (RIASEC top three, e.g. 'IRC'). */
  code: string | null;
  /** The plain summary, a few sentences. */
  summary: string;
  strengths: string[];
  watchOuts: string[];
  leads: ReportLead[];
  care: ReportCare | null;
  /** Always shown: 仅供参考，非诊断 and the instrument's limits. */
  disclaimer: string;
  source: InstrumentSource;
}

/** POST /testAnswer/insert: the sitting as saved; `reportId` once it is finished (a report is its sitting's, so the record id). */
export interface TestAnswerSaved extends TestRecordView {
  reportId: string | null;
}

/** A group report's circle: a class (a teacher's invitation code) or a parent and child. */
export type TestGroupType = 'class' | 'family';
export type TestGroupRole = 'member' | 'parent' | 'child';
/** The roles one may join a group of each type with. */
export const TEST_GROUP_ROLES: Record<TestGroupType, TestGroupRole[]> = { class: ['member'], family: ['parent', 'child'] };

/** A group as its owner or a member sees it (GET /testGroup/getMine). */
export interface TestGroupView {
  id: string;
  name: string;
  type: TestGroupType;
  kind: TestKind;
  /** The test's title. */
  title: string;
  /** The invitation code: shown to the owner only. */
  code: string | null;
  owner: boolean;
  /** The caller's role when they joined it, else null. */
  role: TestGroupRole | null;
  memberCount: number;
  createTime: string;
}

/** One member's line of a group report: their latest finished result of the group's test, never their answers. */
export interface TestGroupMemberResult {
  /** Nickname, else username. */
  name: string;
  role: TestGroupRole;
  joinTime: string;
  self: boolean;
  report: { recordId: string; finishTime: string; code: string | null; dimensions: Omit<ReportDimension, 'meaning'>[] } | null;
}

/**
 * GET /testGroup/report/{id}: the members who joined, and the group's mean per dimension over those
 * who finished. A class member sees only their own line (the owner and a family see every line),
 * and the means once at least three have finished.
 */
export interface TestGroupReport {
  group: TestGroupView;
  members: TestGroupMemberResult[];
  /** Members whose lines the caller does not see. */
  hidden: number;
  finished: number;
  means: { key: string; label: string; mean: number; min: number; max: number; count: number }[];
}

/** GET /testRecord/get: the one sitting asked for by ?id=, else the list of sittings. */
export type TestRecordAnswer = TestRecordView | TestRecordView[];

/** POST /testGroup/add: the new group's id and the invitation code members join with. */
export interface TestGroupCreated {
  id: string;
  code: string;
}

/** POST /testGroup/leave: the caller left the group. */
export interface TestGroupLeft {
  left: boolean;
}

/** POST /testGroup/delByIds: how many of the caller's groups were deleted. */
export interface TestGroupsDeleted {
  deleted: number;
}
