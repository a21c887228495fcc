import type { ActUserRef } from '@zhiyuan/shared';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDelegateUsers } from '../../../services/workflow';

/** How a user reads in the list: 昵称（用户名）, or the username alone. */
export function userLabel(user: Pick<ActUserRef, 'username' | 'nickname'>): string {
  return user.nickname && user.nickname !== user.username ? `${user.nickname}（${user.username}）` : user.username;
}

interface DelegateUserSelectProps {
  value?: string;
  onChange?: (userId: string | undefined) => void;
  testId?: string;
}

/**
 * One user to hand a task to, found by typing part of a name (/actTask/searchUser, 300 ms after
 * the last key; act:todo:delegate is enough, user management is not needed).
 */
export function DelegateUserSelect({ value, onChange, testId = 'act-delegate-user' }: DelegateUserSelectProps) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<ActUserRef[]>([]);
  // The one chosen stays listed (so it shows by name) while another search runs.
  const [chosen, setChosen] = useState<ActUserRef | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const key = text.trim().slice(0, 30);
    latest.current = key;
    if (!key) return;
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        const found = await searchDelegateUsers(key);
        // A slower answer to an older search does not replace a newer one.
        if (latest.current === key) setUsers(found);
      } catch {
        if (latest.current === key) setUsers([]);
      } finally {
        setLoading(false);
      }
    }, 300);
  };

  const listed = [...(chosen && !users.some((u) => u.id === chosen.id) ? [chosen] : []), ...users];
  return (
    <Select
      showSearch
      allowClear
      value={value}
      onChange={(id?: string) => {
        setChosen(listed.find((u) => u.id === id) ?? null);
        onChange?.(id);
      }}
      onSearch={search}
      filterOption={false}
      options={listed.map((u) => ({ value: u.id, label: userLabel(u), 'data-testid': `${testId}-option-${u.username}` }))}
      placeholder={t('adminCommon.userSearch')}
      notFoundContent={loading ? <Spin size="small" /> : t('adminCommon.userSearchHint')}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
