import { FolderOutlined, StarFilled } from '@ant-design/icons';
import type { FileCategoryNode } from '@zhiyuan/shared';
import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { ROOT_ID } from '../tree';

function toData(nodes: readonly FileCategoryNode[], disabled?: Set<string>): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid="drive-folder" data-title={n.title}>
        {n.title}
        {n.isCollect ? <StarFilled style={{ color: '#faad14', marginLeft: 6, fontSize: 12 }} /> : null}
      </span>
    ),
    icon: <FolderOutlined />,
    disabled: disabled?.has(n.id),
    children: toData(n.children ?? [], disabled),
  }));
}

interface FolderTreeProps {
  nodes: readonly FileCategoryNode[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Folders that cannot be chosen (a folder being moved and what is under it). */
  disabled?: Set<string>;
  /** Drag a folder onto another one to move it there. */
  onMove?: (folderId: string, parentId: string) => void;
}

/** The drive's folders under one "全部文件" root, expanded; used by the side panel and the move dialog. */
export function FolderTree({ nodes, selectedId, onSelect, disabled, onMove }: FolderTreeProps) {
  const { t } = useTranslation();
  const data: DataNode[] = [
    {
      key: ROOT_ID,
      title: (
        <span data-testid="drive-folder" data-title="">
          {t('drive.root')}
        </span>
      ),
      icon: <FolderOutlined />,
      children: toData(nodes, disabled),
    },
  ];
  return (
    <Tree.DirectoryTree
      key={nodes.length}
      treeData={data}
      defaultExpandAll
      expandAction={false}
      selectedKeys={[selectedId]}
      onSelect={(keys) => keys[0] !== undefined && onSelect(String(keys[0]))}
      draggable={onMove ? { icon: false, nodeDraggable: (n) => n.key !== ROOT_ID } : false}
      allowDrop={({ dropPosition }) => dropPosition === 0}
      onDrop={(info) => onMove?.(String(info.dragNode.key), String(info.node.key))}
      style={{ background: 'transparent' }}
    />
  );
}
