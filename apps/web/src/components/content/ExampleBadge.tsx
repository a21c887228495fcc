import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 示例 mark of seed content shipped with the product (isExample), shown wherever an item is. */
export function ExampleBadge({ item }: { item: { isExample: boolean } }) {
  const { t } = useTranslation();
  if (!item.isExample) return null;
  return (
    <Tag color="gold" className="zy-example-badge" data-testid="example-badge" title={t('content.exampleHint')}>
      {t('content.example')}
    </Tag>
  );
}
