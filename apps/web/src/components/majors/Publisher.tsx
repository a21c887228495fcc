import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { publisherName, publisherOf, type Publisher } from '@zhiyuan/shared';

type Src = { sourceQuality?: string | null; sourceUrl?: string | null; source?: string | null };

/**
 * Who published a figure (issue 16): the publisher's name (广东省教育考试院, 教育部 …) linking to
 * the row's page or the publisher's site; the internal source id stays in the tooltip.
 */
export function PublisherLink({
  source,
  school,
  province,
  testId = 'publisher',
}: {
  source: Src;
  school?: string | null;
  province?: string | null;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const p = publisherOf(source, { school, province });
  return <PublisherName publisher={p} ids={[source.sourceQuality ?? source.source ?? '']} language={i18n.language} testId={testId} />;
}

/** Distinct publishers of several rows, in order of first appearance (at most `max`). */
export function PublisherList({ rows, school, province, max = 3 }: { rows: readonly Src[]; school?: string | null; province?: string | null; max?: number }) {
  const { i18n } = useTranslation();
  const seen = new Map<string, { p: Publisher; ids: Set<string> }>();
  for (const r of rows) {
    const p = publisherOf(r, { school, province });
    const key = `${p.kind}|${p.zh}`;
    const id = r.sourceQuality ?? r.source ?? '';
    const had = seen.get(key);
    if (had) had.ids.add(id);
    else seen.set(key, { p, ids: new Set([id]) });
  }
  const list = [...seen.values()];
  return (
    <span className="zy-publishers">
      {list.slice(0, max).map(({ p, ids }) => (
        <PublisherName key={`${p.kind}|${p.zh}`} publisher={p} ids={[...ids]} language={i18n.language} testId="publisher" />
      ))}
      {list.length > max && <span className="zy-publishers__more">+{list.length - max}</span>}
    </span>
  );
}

function PublisherName({ publisher, ids, language, testId }: { publisher: Publisher; ids: string[]; language: string; testId: string }) {
  const name = publisherName(publisher, language);
  const title = ids.filter(Boolean).join('\n');
  const body = publisher.url ? (
    <a href={publisher.url} target="_blank" rel="noopener noreferrer nofollow" className="zy-publisher" data-testid={testId} data-kind={publisher.kind}>
      {name}
    </a>
  ) : (
    <span className="zy-publisher" data-testid={testId} data-kind={publisher.kind}>
      {name}
    </span>
  );
  return title ? <Tooltip title={<span className="zy-publisher__ids">{title}</span>}>{body}</Tooltip> : body;
}
