import type { AnswerScale } from '@zhiyuan/shared';

/** The help line every care message gives (research §4 ethics). */
export const HELPLINE = '12356 全国心理援助热线';

/** Every report's disclaimer starts so; the instrument adds its own limits. */
export const NOT_DIAGNOSIS = '仅供参考，非诊断。';

export const disclaimer = (limits: string) => `${NOT_DIAGNOSIS}${limits}`;

/** 5-point agreement (符合程度), the scale of our own statement items. */
export const AGREE_5: AnswerScale = {
  values: [1, 2, 3, 4, 5],
  labels: ['完全不符合', '不太符合', '说不清', '比较符合', '完全符合'],
};

/** A band: scores up to and including `upTo` get `label`; the last band's `upTo` is the scale maximum. */
export interface Band {
  upTo: number;
  label: string;
}

export function bandOf(score: number, bands: readonly Band[]): string {
  const band = bands.find((b) => score <= b.upTo) ?? bands[bands.length - 1];
  return band.label;
}

/** A sum's place on its range as 0–100 (a sum of n items on 1–5 runs from n to 5n). */
export const percentOfRange = (value: number, min: number, max: number) => ((value - min) / (max - min)) * 100;

/** An optional numeric context field: a finite number, or null when left empty. */
export function contextNumber(context: Record<string, unknown>, key: string): number | null {
  const value = context[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function contextText(context: Record<string, unknown>, key: string): string | null {
  const value = context[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The gaokao subjects by key (外语 is usually 英语). */
export const SUBJECT_LABELS = {
  chinese: '语文',
  math: '数学',
  english: '外语',
  physics: '物理',
  chemistry: '化学',
  biology: '生物',
  history: '历史',
  geography: '地理',
  politics: '政治',
  technology: '技术',
} as const;
export type SubjectKey = keyof typeof SUBJECT_LABELS;

/**
 * The context field for a subject's recent exam standing: 年级百分位, the share of the grade the
 * student scored above (0–100; 30th of 600 → 95). A percentile rather than raw marks, because
 * 语数外 are out of 150 and the others out of 100, and schools' papers differ.
 */
export const percentileField = (subject: SubjectKey) => ({
  key: `${subject}Percentile`,
  label: `${SUBJECT_LABELS[subject]}：最近一次大考的年级百分位（超过了年级百分之几的同学，0–100，选填）`,
  type: 'number' as const,
  min: 0,
  max: 100,
  required: false,
});

export const subjectPercentile = (context: Record<string, unknown>, subject: SubjectKey) => contextNumber(context, `${subject}Percentile`);
