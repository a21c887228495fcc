import { EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '@zhiyuan/shared';
import { ExampleBadge } from './ExampleBadge.tsx';
import { shortDate } from './format.ts';

/**
 * The line under a title: flags (置顶, 推荐, 示例), category, province (or 全国), date and reads.
 * Each part can be left out.
 */
export function ContentMeta({
  item,
  flags = true,
  category = true,
  province = true,
  date = true,
  views = true,
}: {
  item: ContentCard;
  flags?: boolean;
  category?: boolean;
  province?: boolean;
  date?: boolean;
  views?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="zy-cmeta" data-testid="content-meta">
      {flags && item.pinned && (
        <Tag color="red" data-testid="pinned-badge">
          {t('content.pinned')}
        </Tag>
      )}
      {flags && item.recommended && (
        <Tag color="blue" data-testid="recommended-badge">
          {t('content.recommended')}
        </Tag>
      )}
      {flags && <ExampleBadge item={item} />}
      {category && item.category && <span className="zy-cmeta__item">{item.category}</span>}
      {province && <span className="zy-cmeta__item">{item.province ?? t('content.national')}</span>}
      {date && item.publishTime && <span className="zy-cmeta__item">{shortDate(item.publishTime)}</span>}
      {views && (
        <span className="zy-cmeta__item" title={t('content.views', { count: item.viewCount })}>
          <EyeOutlined /> {item.viewCount}
        </span>
      )}
    </div>
  );
}
