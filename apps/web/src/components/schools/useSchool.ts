import { useQuery } from '@tanstack/react-query';
import { getSchoolDetail, getSchoolLines, getSchoolMajors, searchSchools } from '../../api/schools.ts';
import { useAppStore } from '../../stores/app.ts';
import { useLoginStore } from '../../stores/login.ts';

/** The exam province the pages start from: the user's own, else the one chosen on the site. */
export function useExamProvince(): string {
  const own = useLoginStore((s) => s.userInfo?.province);
  const chosen = useAppStore((s) => s.province);
  return own || chosen;
}

/** The province to show lines for: the wanted one when the school has lines there, else its first. */
export function pickProvince(available: readonly string[], ...wanted: (string | null | undefined)[]): string {
  return wanted.find((p): p is string => Boolean(p && available.includes(p))) ?? available[0] ?? '';
}

export const useSchoolDetail = (id: string | undefined) =>
  useQuery({ queryKey: ['schools', 'detail', id], queryFn: () => getSchoolDetail(id!), enabled: Boolean(id) });

export const useSchoolLines = (id: string | undefined, province: string) =>
  useQuery({ queryKey: ['schools', 'lines', id, province], queryFn: () => getSchoolLines(id!, { province }), enabled: Boolean(id && province) });

export const useSchoolMajors = (id: string | undefined) =>
  useQuery({ queryKey: ['schools', 'majors', id], queryFn: () => getSchoolMajors(id!), enabled: Boolean(id), staleTime: 5 * 60_000 });

/** `?name=清华大学` (the index page's hot schools) → the school's id: the exact name, else the closest. */
export function useSchoolIdByName(name: string | null) {
  return useQuery({
    queryKey: ['schools', 'byName', name],
    enabled: Boolean(name),
    queryFn: async () => {
      const page = await searchSchools({ pageNumber: 1, pageSize: 5, keyword: name! });
      return (page.content.find((s) => s.name === name) ?? page.content[0])?.id ?? null;
    },
  });
}
