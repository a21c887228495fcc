/**
 * Cascading address selector (spec §4, §5, §9): one select per level from province down to
 * `level`, 24 grid columns shared between them, stacked on phones.
 */
import type { Language } from '@zhiyuan/shared';
import {
  REGION_NOT_FOUND,
  REGION_PLACEHOLDERS,
  assertRegionDataType,
  assertRegionLevel,
  toRegionValue,
  type RegionDataType,
  type RegionLevel,
  type RegionOption,
  type RegionSource,
} from '@zhiyuan/shared/regions';
import { Col, Row, Select, Spin } from 'antd';
import { useCallback, useMemo, type CSSProperties } from 'react';
import { useRegionSource } from './regionSourceContext.ts';
import { useRegionLanguage } from './useRegionLanguage.ts';
import { useAddressSelection, type AddressValueInput } from './useAddressSelection.ts';

export type { AddressValueInput };

/** What onChange receives: `{code, name}` per level for 'all', else codes or names. */
export type AddressValue<T extends RegionDataType> = T extends 'all' ? RegionOption[] : string[];

export interface AddressCascaderProps<T extends RegionDataType = 'all'> {
  /** Deepest level shown: 0 province, 1 city, 2 district, 3 township; level + 1 selects. */
  level?: RegionLevel;
  /** 'all' emits code plus name, 'name' names, 'code' codes. */
  dataType?: T;
  /** Selected path from the province down: codes, names or `{code, name}` entries. */
  value?: AddressValueInput;
  /** Called at each level change with the selected levels (the full depth with `auto`). */
  onChange?: (value: AddressValue<T>, selected: RegionOption[]) => void;
  /** Choosing a region selects the first child at each level below it. */
  auto?: boolean;
  /** Space between the selects in px. */
  gutter?: number;
  /** Type to filter a level's options. */
  showSearch?: boolean;
  /** One select per row at any width (they stack below 576 px anyway). */
  vertical?: boolean;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** Overrides the language taken from react-i18next. */
  language?: Language;
  /** Region data; defaults to RegionSourceContext, then the built-in table. */
  source?: RegionSource;
  className?: string;
  style?: CSSProperties;
}

const GRID_COLUMNS = 24;

export function AddressCascader<T extends RegionDataType = 'all'>({
  level = 3,
  dataType = 'all' as T,
  value,
  onChange,
  auto = false,
  gutter = 10,
  showSearch = false,
  vertical = false,
  disabled = false,
  size,
  language,
  source: givenSource,
  className,
  style,
}: AddressCascaderProps<T>) {
  assertRegionLevel(level);
  assertRegionDataType(dataType);
  const source = useRegionSource(givenSource);
  const lang = useRegionLanguage(language);
  const toValue = useCallback((selected: RegionOption[]) => toRegionValue(selected, dataType), [dataType]);
  const { levels, selected, choose, townsLoading } = useAddressSelection({
    source,
    level,
    auto,
    value,
    toValue,
    onChange: onChange as ((value: never, selected: RegionOption[]) => void) | undefined,
  });

  const options = useMemo(() => levels.map((list) => list.map(([code, name]) => ({ value: code, label: name }))), [levels]);
  const count = level + 1;
  const span = vertical ? GRID_COLUMNS : Math.floor(GRID_COLUMNS / count);

  return (
    <Row gutter={[gutter, gutter]} className={className} style={style} data-testid="address-cascader">
      {Array.from({ length: count }, (_, depth) => {
        const loading = !source || (depth === 3 && townsLoading);
        const notFound = REGION_NOT_FOUND[lang][depth];
        return (
          <Col key={depth} xs={GRID_COLUMNS} sm={span}>
            <Select
              style={{ width: '100%' }}
              size={size}
              value={selected[depth]?.[0]}
              options={options[depth] ?? []}
              placeholder={REGION_PLACEHOLDERS[lang][depth]}
              notFoundContent={loading ? <Spin size="small" /> : notFound}
              loading={loading}
              disabled={disabled || !source || (depth > 0 && !selected[depth - 1])}
              showSearch={showSearch}
              optionFilterProp="label"
              allowClear
              aria-label={REGION_PLACEHOLDERS[lang][depth]}
              onChange={(code: string | undefined) => choose(depth, code)}
            />
          </Col>
        );
      })}
    </Row>
  );
}
