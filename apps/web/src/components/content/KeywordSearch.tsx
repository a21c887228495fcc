import { useEffect, useState } from 'react';
import { Input, type GetProps } from 'antd';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * Search fields for a keyword kept in the URL. What is typed stays the field's own until it is
 * searched; when the URL's keyword changes (back, a clear button) the field follows it.
 */

function useTyped(keyword: string) {
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  return [typed, setTyped] as const;
}

interface KeywordProps {
  keyword: string;
  /** The typed words, trimmed ('' when the field is cleared). */
  onSearch: (keyword: string) => void;
  testId: string;
}

/** antd's search field; any of its own props (class, size, button) pass through. */
export function KeywordSearch({ keyword, onSearch, testId, ...props }: KeywordProps & Omit<GetProps<typeof Input.Search>, 'value' | 'onChange' | 'onSearch'>) {
  const [typed, setTyped] = useTyped(keyword);
  return (
    <Input.Search
      allowClear
      {...props}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onSearch={(value) => onSearch(value.trim())}
      data-testid={testId}
    />
  );
}

/** The search field in a content page's head (资讯, 百问) on a desktop. */
export function HeadSearch(props: KeywordProps & { placeholder: string }) {
  const { t } = useTranslation();
  return <KeywordSearch className="zy-chead__search" size="large" maxLength={50} enterButton={t('content.search.button')} {...props} />;
}

/** The phone's search bar (antd-mobile); its clear button clears the search. */
export function MobileSearchBar({ keyword, onSearch, testId, placeholder }: KeywordProps & { placeholder: string }) {
  const [typed, setTyped] = useTyped(keyword);
  return (
    <SearchBar
      value={typed}
      onChange={setTyped}
      onSearch={(value) => onSearch(value.trim())}
      onClear={() => onSearch('')}
      placeholder={placeholder}
      maxLength={50}
      data-testid={testId}
    />
  );
}
