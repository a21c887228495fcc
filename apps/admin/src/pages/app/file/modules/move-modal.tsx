import type { FileCategoryNode } from '@zhiyuan/shared';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_ID } from '../tree';
import { FolderTree } from './folder-tree';

interface MoveModalProps {
  /** null: closed. */
  open: { heading: string; from: string; disabled?: Set<string> } | null;
  nodes: readonly FileCategoryNode[];
  /** Resolves when moved; a failed call keeps the dialog open. */
  onMove: (folderId: string) => Promise<unknown>;
  onClose: () => void;
}

/** 移动到: pick the target folder in the tree ("全部文件" is the root). */
export function MoveModal({ open, nodes, onMove, onClose }: MoveModalProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string>(ROOT_ID);
  const [busy, setBusy] = useState(false);
  const from = open?.from;
  // Each opening starts at the item's current folder.
  useEffect(() => {
    if (from !== undefined) setTarget(from);
  }, [from, open?.heading]);
  return (
    <Modal
      open={open !== null}
      title={open?.heading}
      width={420}
      destroyOnHidden
      okButtonProps={{ disabled: target === open?.from, loading: busy, ...({ 'data-testid': 'move-ok' } as object) }}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onMove(target);
          onClose();
        } catch {
          // The client showed the server's reason; the dialog stays for another choice.
        } finally {
          setBusy(false);
        }
      }}
      okText={t('drive.move')}
    >
      <div style={{ maxHeight: '50vh', overflow: 'auto' }} data-testid="move-tree">
        <FolderTree nodes={nodes} selectedId={target} onSelect={setTarget} disabled={open?.disabled} />
      </div>
    </Modal>
  );
}
