import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Input, InputNumber, Radio, Select, Slider, Space, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme, type MenuTheme, type NavTheme } from '../stores/theme';
import { PRIMARY_PRESETS } from './theme-tokens';

const MENU_SWATCH: Record<MenuTheme, { side: string; head: string }> = {
  darkblue: { side: '#0d1f45', head: '#ffffff' },
  dark: { side: '#001529', head: '#ffffff' },
  light: { side: '#ffffff', head: '#ffffff' },
};

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="theme-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** Theme settings of spec §3, saved on this device. */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme((s) => s.theme);
  const update = useTheme((s) => s.update);
  const updateWatermark = useTheme((s) => s.updateWatermark);
  const reset = useTheme((s) => s.reset);
  const wm = theme.watermark;

  return (
    <Drawer
      title={t('theme.title')}
      open={open}
      onClose={onClose}
      width={320}
      footer={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('theme.saved')}
          </Typography.Text>
          <Button onClick={reset}>{t('theme.restore')}</Button>
        </Space>
      }
    >
      <Divider orientation="left" plain>
        {t('theme.menuStyle')}
      </Divider>
      <div className="theme-label">{t('theme.menuTheme')}</div>
      <div className="theme-swatches">
        {(Object.keys(MENU_SWATCH) as MenuTheme[]).map((key) => (
          <Tooltip key={key} title={t(`theme.${key}`)}>
            <div
              className={`theme-swatch${theme.menuTheme === key ? ' active' : ''}`}
              onClick={() => update({ menuTheme: key })}
              role="button"
              aria-label={t(`theme.${key}`)}
            >
              <div className="theme-swatch-head" style={{ background: theme.navTheme === 'dark' ? '#0d1f45' : MENU_SWATCH[key].head }} />
              <div className="theme-swatch-side" style={{ background: MENU_SWATCH[key].side }} />
              {theme.menuTheme === key && <CheckOutlined className="theme-swatch-check" />}
            </div>
          </Tooltip>
        ))}
      </div>
      <Row label={t('theme.navTheme')}>
        <Radio.Group
          size="small"
          optionType="button"
          value={theme.navTheme}
          onChange={(e) => update({ navTheme: e.target.value as NavTheme })}
          options={[
            { value: 'light', label: t('theme.light') },
            { value: 'dark', label: t('theme.dark') },
          ]}
        />
      </Row>

      <Divider orientation="left" plain>
        {t('theme.primaryColor')}
      </Divider>
      <div className="theme-colors">
        {PRIMARY_PRESETS.map((color) => (
          <span
            key={color}
            className="theme-color"
            style={{ background: color }}
            onClick={() => update({ colorPrimary: color })}
            role="button"
            aria-label={color}
          >
            {theme.colorPrimary === color && <CheckOutlined />}
          </span>
        ))}
      </div>

      <Divider orientation="left" plain>
        {t('theme.layout')}
      </Divider>
      <Row label={t('theme.menuWidth')}>
        <InputNumber size="small" min={180} max={320} step={10} value={theme.menuWidth} onChange={(v) => v && update({ menuWidth: v })} />
      </Row>
      <Row label={t('theme.accordion')}>
        <Switch size="small" checked={theme.accordion} onChange={(v) => update({ accordion: v })} />
      </Row>
      <Row label={t('theme.showLogo')}>
        <Switch size="small" checked={theme.showLogo} onChange={(v) => update({ showLogo: v })} />
      </Row>
      <Row label={t('theme.showTags')}>
        <Switch size="small" checked={theme.showTags} onChange={(v) => update({ showTags: v })} />
      </Row>
      <Row label={t('theme.showSearch')}>
        <Switch size="small" checked={theme.showSearch} onChange={(v) => update({ showSearch: v })} />
      </Row>
      <Row label={t('theme.showFooter')}>
        <Switch size="small" checked={theme.showFooter} onChange={(v) => update({ showFooter: v })} />
      </Row>
      <Row label={t('theme.fixNav')}>
        <Switch size="small" checked={theme.fixNav} onChange={(v) => update({ fixNav: v })} />
      </Row>
      <Row label={t('theme.weakMode')}>
        <Switch size="small" checked={theme.weakMode} onChange={(v) => update({ weakMode: v })} />
      </Row>

      <Divider orientation="left" plain>
        {t('theme.watermark')}
      </Divider>
      <Row label={t('theme.watermarkOpen')}>
        <Switch size="small" checked={wm.open} onChange={(v) => updateWatermark({ open: v })} data-testid="watermark-switch" />
      </Row>
      <Row label={t('theme.watermarkType')}>
        <Select
          size="small"
          style={{ width: 150 }}
          value={wm.type}
          disabled={!wm.open}
          onChange={(value) => updateWatermark({ type: value })}
          options={[
            { value: 'username', label: t('theme.watermarkUsername') },
            { value: 'custom', label: t('theme.watermarkCustom') },
          ]}
        />
      </Row>
      {wm.type === 'custom' && (
        <Row label={t('theme.watermarkText')}>
          <Input size="small" style={{ width: 150 }} value={wm.custom} disabled={!wm.open} onChange={(e) => updateWatermark({ custom: e.target.value })} />
        </Row>
      )}
      <Row label={t('theme.watermarkAlpha')}>
        <Slider style={{ width: 150 }} min={0.01} max={0.5} step={0.01} value={wm.alpha} disabled={!wm.open} onChange={(v) => updateWatermark({ alpha: v })} />
      </Row>
      <Row label={t('theme.watermarkFontSize')}>
        <InputNumber size="small" min={10} max={40} value={wm.fontSize} disabled={!wm.open} onChange={(v) => v && updateWatermark({ fontSize: v })} />
      </Row>
      <Row label={t('theme.watermarkAngle')}>
        <InputNumber size="small" min={-90} max={90} value={wm.angle} disabled={!wm.open} onChange={(v) => v !== null && updateWatermark({ angle: v })} />
      </Row>
    </Drawer>
  );
}
