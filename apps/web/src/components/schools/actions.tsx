import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { Button as MobileButton } from 'antd-mobile';
import { CheckOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getSavedSchools, toggleSavedSchool } from '../../api/schools.ts';
import { errorMessage } from '../../api/http.ts';
import { useDevice } from '../../device.ts';
import { feedback } from '../../feedback.ts';
import { COMPARE_MAX, type CompareSchool } from '../../stores/compareBasket.ts';
import { useLoginStore } from '../../stores/login.ts';

export const SAVED_SCHOOLS_KEY = ['schools', 'saved'] as const;

/** Ids of the schools the user saved (for the 关注 buttons of a list); empty for a visitor. */
export function useSavedSchoolIds(): Set<string> {
  const isLogin = useLoginStore((s) => s.isLogin);
  const { data } = useQuery({ queryKey: SAVED_SCHOOLS_KEY, queryFn: getSavedSchools, enabled: isLogin, staleTime: 30_000 });
  return new Set((data ?? []).map((item) => item.targetId));
}

/** 关注 / 已关注: saves or removes a school; a visitor gets the login dialog first. */
export function SaveButton({
  schoolId,
  saved,
  onChange,
  size,
}: {
  schoolId: string;
  saved: boolean;
  onChange?: (saved: boolean) => void;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const device = useDevice();
  const client = useQueryClient();
  const isLogin = useLoginStore((s) => s.isLogin);
  const openLogin = useLoginStore((s) => s.openLogin);
  const toggle = useMutation({
    mutationFn: () => toggleSavedSchool(schoolId),
    onSuccess: (result) => {
      feedback.success(result.saved ? t('schools.savedDone') : t('schools.unsavedDone'));
      onChange?.(result.saved);
      void client.invalidateQueries({ queryKey: SAVED_SCHOOLS_KEY });
      void client.invalidateQueries({ queryKey: ['schools', 'detail', schoolId] });
    },
    onError: (error) => feedback.error(errorMessage(error, t('schools.loadFailed'))),
  });
  const click = () => (isLogin ? toggle.mutate() : openLogin());
  const label = saved ? t('schools.saved') : t('schools.save');
  if (device === 'mobile') {
    return (
      <MobileButton size="mini" color={saved ? 'warning' : 'default'} fill="outline" loading={toggle.isPending} onClick={click} data-testid="school-save">
        {saved ? <StarFilled /> : <StarOutlined />} {label}
      </MobileButton>
    );
  }
  return (
    <Button
      size={size}
      icon={saved ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      loading={toggle.isPending}
      onClick={click}
      data-testid="school-save"
    >
      {label}
    </Button>
  );
}

/** 加入对比 / 已加入: puts a school in the compare basket (at most four). */
export function CompareButton({ school, size }: { school: CompareSchool; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const device = useDevice();
  const inBasket = useLoginStore((s) => s.compareSchools.some((c) => c.id === school.id));
  const full = useLoginStore((s) => s.compareSchools.length >= COMPARE_MAX);
  const add = useLoginStore((s) => s.addCompareSchool);
  const remove = useLoginStore((s) => s.removeCompareSchool);
  const setShow = useLoginStore((s) => s.setShowCompare);
  const click = () => {
    if (inBasket) {
      remove(school.id);
      return;
    }
    const outcome = add(school);
    if (outcome === 'full') feedback.info(t('schools.compare.full', { max: COMPARE_MAX }));
    else if (outcome === 'added') setShow(true);
  };
  const label = inBasket ? t('schools.compare.added') : t('schools.compare.add');
  if (device === 'mobile') {
    return (
      <MobileButton size="mini" color={inBasket ? 'primary' : 'default'} fill="outline" onClick={click} data-testid="school-compare">
        {inBasket ? <CheckOutlined /> : <PlusOutlined />} {label}
      </MobileButton>
    );
  }
  const button = (
    <Button
      size={size}
      type={inBasket ? 'primary' : 'default'}
      ghost={inBasket}
      icon={inBasket ? <CheckOutlined /> : <PlusOutlined />}
      onClick={click}
      data-testid="school-compare"
    >
      {label}
    </Button>
  );
  return !inBasket && full ? <Tooltip title={t('schools.compare.full', { max: COMPARE_MAX })}>{button}</Tooltip> : button;
}
