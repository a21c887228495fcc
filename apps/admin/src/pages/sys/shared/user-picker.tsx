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
}

function labelOf(user: { username: string; nickname?: string | null }): string {
  return user.nickname && user.nickname !== user.username ? `${user.nickname}（${user.username}）` : user.username;
}

/** Picks users by typing part of a username or nickname (/user/searchByName, debounced). */
export function UserPicker({ value, onChange, known = [], placeholder, testId }: UserPickerProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
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
        setOptions(users.map((u) => ({ value: u.id, label: labelOf(u) })));
      } catch {
        setOptions([]);
      } finally {
        setLoading(false);
      }
    }, 300);
  };

  const merged = useMemo(() => {
    const chosen = (value ?? []).filter((id) => !options.some((o) => o.value === id)).map((id) => ({ value: id, label: seen.current.get(id) ?? id }));
    return [...chosen, ...options];
  }, [options, value]);

  return (
    <Select
      mode="multiple"
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
