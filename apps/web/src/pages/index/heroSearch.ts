/**
 * What the desktop hero's search gets, the plain one (IndexHero.tsx) and the antd one
 * (HeroSearchAntd.tsx) alike: in a file of its own so that the two import it without importing
 * each other (IndexHero loads HeroSearchAntd lazily).
 */
export interface HeroSearchProps {
  keyword: string;
  setKeyword: (value: string) => void;
  schoolType: string | number;
  setSchoolType: (value: string | number) => void;
  typeOptions: { value: string | number; label: string }[];
  search: (value: string) => void;
  /** The plain search box had the focus when antd came: the antd one takes it. */
  focus?: boolean;
}
