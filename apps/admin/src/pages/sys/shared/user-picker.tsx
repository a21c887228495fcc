import type { UserBrief } from '@zhiyuan/shared';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsersByName } from '../../../services/user';

interface UserPickerProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Users already chosen (so their names show before any search). */
  known?: UserBrief[];
  placeholder?: string;
  testId?: string;
  /** At most this many users (one, for a delegate). */
  maxCount?: number;
}

function labelOf(user: { username: string; nickname?: string | null }): string {
  return user.nickname && user.nickname !== user.username ? `${user.nickname}（${user.username}）` : user.username;
}

/** Picks users by typing part of a username or nickname (/user/searchByName, debounced). */
export function UserPicker({ value, onChange, known = [], placeholder, testId, maxCount }: UserPickerProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<{ value: string; label: string; 'data-testid'?: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const seen = useRef(new Map<string, string>());

  useEffect(() => {
    known.forEach((u) => seen.current.set(u.id, labelOf(u)));
  }, [known]);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const name = text.trim();
    if (!name) return;
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        const users = await searchUsersByName(name);
        users.forEach((u) => seen.current.set(u.id, labelOf(u)));
        // Each option can be found by its username (`${testId}-option-${username}`).
        setOptions(users.map((u) => ({ value: u.id, label: labelOf(u), ...(testId ? { 'data-testid': `${testId}-option-${u.username}` } : {}) })));
      } catch {
        setOptions([]);
      } finally {
        setLoading(false);
      }
    }, 300);
  };

  // `known` may arrive after the first render (looked up by id), so it is read here too, not only remembered.
  const merged = useMemo(() => {
    const labelOfId = (id: string) => {
      const user = known.find((u) => u.id === id);
      return user ? labelOf(user) : (seen.current.get(id) ?? id);
    };
    const chosen = (value ?? []).filter((id) => !options.some((o) => o.value === id)).map((id) => ({ value: id, label: labelOfId(id) }));
    return [...chosen, ...options];
  }, [options, value, known]);

  return (
    <Select
      mode="multiple"
      maxCount={maxCount}
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={merged}
      filterOption={false}
      onSearch={search}
      showSearch
      placeholder={placeholder ?? t('adminCommon.userSearch')}
      notFoundContent={loading ? <Spin size="small" /> : t('adminCommon.userSearchHint')}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
