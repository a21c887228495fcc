import { useSearchParams } from 'react-router';

/**
 * A searched pathway list's state in the URL: the keyword `q` (searched on the server) and one chip
 * (`chipKey`: subject, kind, programme or season) that narrows what it found. `update` writes both
 * back in place of the current entry; any other parameter (a link's ?id=) is dropped.
 */
export function useListFilters(chipKey: string) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q')?.trim() ?? '';
  const chip = params.get(chipKey) ?? '';
  const update = (next: { q?: string; chip?: string }) => {
    const out = new URLSearchParams();
    const q = next.q ?? keyword;
    const c = next.chip ?? chip;
    if (q) out.set('q', q);
    if (c) out.set(chipKey, c);
    setParams(out, { replace: true });
  };
  const clear = () => update({ q: '', chip: '' });
  return { params, keyword, chip, update, clear };
}

export type ListFilters = ReturnType<typeof useListFilters>;
