import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routeIcon } from '../ComingSoon.tsx';
import { useDevice } from '../../device.ts';
import './pathways.css';

/**
 * The frame of a pathway page (报考条件, 材料模板, 竞赛白名单, 其他升学路径): the route's title and
 * purpose over the page's own content, with the phone's narrower padding. `name` is the route name
 * (test id `page-<name>`); `icon` replaces the route's usual icon.
 */
export function PathwaysPage({ name, children, aside, icon }: { name: string; children: ReactNode; aside?: ReactNode; icon?: ReactNode }) {
  const { t } = useTranslation();
  const device = useDevice();
  return (
    <div className={`zy-page zy-pw${device === 'mobile' ? ' zy-pw--mobile' : ''}`} data-testid={`page-${name}`}>
      {device === 'desktop' && (
        <header className="zy-pw__head">
          <span className="zy-pw__icon" aria-hidden="true">
            {icon ?? routeIcon(name)}
          </span>
          <div className="zy-pw__heading">
            <h1>{t(`route.${name}`)}</h1>
            <p>{t(`routeDesc.${name}`, { defaultValue: '' })}</p>
          </div>
          {aside}
        </header>
      )}
      {device === 'mobile' && (
        <>
          <p className="zy-pw__lead">{t(`routeDesc.${name}`, { defaultValue: '' })}</p>
          {aside}
        </>
      )}
      {children}
    </div>
  );
}

/** Chips that filter a list by one value ('' = all), wrapping instead of scrolling the page sideways. */
export function FilterChips({
  value,
  options,
  onChange,
  testId,
}: {
  value: string;
  options: { value: string; label: ReactNode }[];
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <div className="zy-pw__chips" role="radiogroup" data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          className={`zy-pw__chip${value === option.value ? ' zy-pw__chip--on' : ''}`}
          onClick={() => onChange(option.value)}
          data-testid={`${testId}-${option.value || 'all'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** FilterChips' options for counted values: `all` first (with `total` when given), then each value with its count. */
export function countedOptions(all: string, values: readonly { name: string; count: number }[], total?: number): { value: string; label: ReactNode }[] {
  const label = (text: string, count?: number) =>
    count === undefined ? (
      text
    ) : (
      <>
        {text}
        <span className="zy-pw__chip-count">{count}</span>
      </>
    );
  return [{ value: '', label: label(all, total) }, ...values.map((v) => ({ value: v.name, label: label(v.name, v.count) }))];
}
