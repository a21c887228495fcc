import { useQuery } from '@tanstack/react-query';
import type { DataMode, SourceRef } from '@zhiyuan/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { getReferenceFilters } from '../../services/data';

/** Pieces the data screens share: provenance tags and the filter options of the data. */

/** ProTable's select filters take a valueEnum keyed by the value as text. */
export function valueEnumOf(values: readonly string[], label: (value: string) => string = (v) => v): Record<string, { text: string }> {
  return Object.fromEntries(values.map((v) => [v, { text: label(v) }]));
}

/** 演示 for rows of the built-in demo set; real rows stay plain. */
export function dataModeTag(mode: DataMode | null | undefined, t: TFunction): ReactNode {
  return mode === 'demo'
    ? createElement(Tag, { color: 'orange', bordered: false }, t('dataRef.demo'))
    : createElement(Typography.Text, { type: 'secondary' }, t('dataRef.real'));
}

/** A small grey tag after a value that is our inference, not published: 推断 / 推算. */
export function derivedTag(label: string, tip: string): ReactNode {
  return createElement(Tooltip, { title: tip }, createElement(Tag, { bordered: false, className: 'data-derived-tag' }, label));
}

/** Where an admission figure comes from: green 官方 or orange 第三方, the publisher's quality as tip, the URL as a link. */
export function sourceCell(source: SourceRef, t: TFunction): ReactNode {
  const tag = createElement(
    Tooltip,
    { title: source.sourceQuality },
    createElement(Tag, { color: source.official ? 'green' : 'orange', bordered: false }, source.official ? t('dataRef.official') : t('dataRef.thirdParty')),
  );
  if (!source.sourceUrl) return tag;
  return createElement(
    Space,
    { size: 4 },
    tag,
    createElement(
      Typography.Link,
      { href: source.sourceUrl, target: '_blank', rel: 'noreferrer noopener', ellipsis: true, style: { maxWidth: 160 } },
      hostOf(source.sourceUrl),
    ),
  );
}

/** The host of a URL for a short link text; the URL itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** Filter options computed from the data (levels, types, tags, provinces with counts). */
export function useReferenceFilters() {
  return useQuery({ queryKey: ['reference', 'filters'], queryFn: getReferenceFilters, staleTime: 60_000 });
}
