import { Alert, Button, Select } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { findProvince, PROVINCES } from '@zhiyuan/shared';
import { useAppStore } from '../stores/app.ts';
import { chooseProvince } from '../stores/province.ts';

const OPTIONS = PROVINCES.map((p) => ({ value: p.province, label: p.province }));

/** The exam province the site shows (PROVINCES of the shared configuration); a signed-in user's choice is saved to the profile. */
export function ProvinceSelect({
  className,
  size = 'middle',
  defaultOpen = false,
}: {
  className?: string;
  size?: 'small' | 'middle' | 'large';
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const province = useAppStore((s) => s.province);
  const guessed = useAppStore((s) => s.provinceGuessed);
  return (
    <span className="zy-province-select">
      <Select
        className={className}
        size={size}
        value={province}
        onChange={(value: string) => void chooseProvince(value)}
        options={OPTIONS}
        showSearch
        // opened by its plain stand-in on the desktop index before antd was loaded (layouts/lazyAntd.tsx)
        defaultOpen={defaultOpen}
        autoFocus={defaultOpen}
        variant="borderless"
        popupMatchSelectWidth={false}
        prefix={<EnvironmentOutlined />}
        aria-label={t('common.selectProvince')}
        data-testid="province-select"
        style={{ minWidth: 104 }}
      />
      {guessed ? (
        <span className="zy-muted zy-province-select__guess" data-testid="province-guessed" title={t('common.provinceGuessedHint')}>
          {t('common.provinceGuessed')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Said where a saved score (我的成绩) is shown when it is for another province than the site's
 * (the profile's): the score keeps its exam's province; one click makes that the profile's too.
 */
export function ScoreProvinceNotice({ scoreProvince }: { scoreProvince: string }) {
  const { t } = useTranslation();
  const province = useAppStore((s) => s.province);
  if (!findProvince(scoreProvince) || scoreProvince === province) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="score-province-notice"
      message={t('common.provinceMismatch', { score: scoreProvince, province })}
      action={
        <Button size="small" onClick={() => void chooseProvince(scoreProvince)}>
          {t('common.useProvince', { province: scoreProvince })}
        </Button>
      }
    />
  );
}
