import { QUESTION_CATEGORIES } from '@zhiyuan/shared';

/** The 百问's URL query: ?category=冲稳保&q=退档&id=… (an unknown category is ignored). */
export function questionParams(params: URLSearchParams): { category: string; keyword: string; id: string } {
  const category = params.get('category') ?? '';
  return {
    category: (QUESTION_CATEGORIES as readonly string[]).includes(category) ? category : '',
    keyword: (params.get('q') ?? '').trim().slice(0, 50),
    id: params.get('id') ?? '',
  };
}

/**
 * The category tabs: 全部 with the total, then the categories in the product's order with their
 * counts; a category the server reports outside that order comes last, an empty one is left out.
 */
export function categoryTabs(counts: { name: string; count: number }[], allLabel: string): { value: string; label: string }[] {
  const byName = new Map(counts.map((c) => [c.name, c.count]));
  const ordered = [
    ...QUESTION_CATEGORIES.filter((c) => byName.has(c)),
    ...counts.map((c) => c.name).filter((n) => !(QUESTION_CATEGORIES as readonly string[]).includes(n)),
  ];
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return [
    { value: '', label: total ? `${allLabel} ${total}` : allLabel },
    ...ordered.filter((name) => (byName.get(name) ?? 0) > 0).map((name) => ({ value: name, label: `${name} ${byName.get(name)}` })),
  ];
}
