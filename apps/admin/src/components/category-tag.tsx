import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** A row's category in a list column: a blue tag, or '-' when it has none. */
export function categoryTag(category: string | null | undefined): ReactNode {
  return category ? (
    <Tag bordered={false} color="blue">
      {category}
    </Tag>
  ) : (
    '-'
  );
}
