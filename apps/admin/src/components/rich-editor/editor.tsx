import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Modal, Tooltip, Upload } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPublicFile } from '../../services/content';
import type { RichEditorProps } from './types';
import './site-article.css';
import './editor.css';

/** What Tiptap gives for an empty document; the form keeps '' instead. */
const EMPTY_DOC = '<p></p>';
const toValue = (html: string) => (html === EMPTY_DOC ? '' : html);

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/** The toolbar reads the editor's state through useEditorState, so only it re-renders as the caret moves. */
function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = href.trim();
    if (!url || url === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else if (!/^(https?:\/\/|mailto:|\/)/i.test(url)) {
      void message.error(t('content.editor.linkInvalid'));
      return;
    } else chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label={t('content.editor.toolbar')}>
      <ToolButton
        title={t('content.editor.h2')}
        icon={<span className="rich-editor__glyph">H2</span>}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
        testId="rte-h2"
      />
      <ToolButton
        title={t('content.editor.h3')}
        icon={<span className="rich-editor__glyph">H3</span>}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        testId="rte-h3"
      />
      <Divider type="vertical" />
      <ToolButton title={t('content.editor.bold')} icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} testId="rte-bold" />
      <ToolButton
        title={t('content.editor.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
        testId="rte-italic"
      />
      <ToolButton
        title={t('content.editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
        testId="rte-bullet"
      />
      <ToolButton
        title={t('content.editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
        testId="rte-ordered"
      />
      <ToolButton
        title={t('content.editor.quote')}
        icon={<span className="rich-editor__glyph">❝</span>}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
        testId="rte-quote"
      />
      <ToolButton title={t('content.editor.link')} icon={<LinkOutlined />} active={state.link} onClick={openLink} testId="rte-link" />
      {state.link && (
        <ToolButton title={t('content.editor.unlink')} icon={<DisconnectOutlined />} onClick={() => chain().extendMarkRange('link').unsetLink().run()} />
      )}
      <Divider type="vertical" />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const blob = file as File;
          setUploading(true);
          try {
            const saved = await uploadPublicFile(blob, blob.name);
            chain()
              .setImage({ src: saved.url, alt: saved.title.replace(/\.[a-z0-9]+$/i, '') })
              .run();
            onSuccess?.(saved);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Tooltip title={t('content.editor.image')} mouseEnterDelay={0.4}>
          <Button type="text" size="small" icon={<PictureOutlined />} loading={uploading} aria-label={t('content.editor.image')} data-testid="rte-image" />
        </Tooltip>
      </Upload>
      <ToolButton
        title={t('content.editor.table')}
        icon={<TableOutlined />}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        testId="rte-table"
      />
      {state.inTable && (
        <>
          <ToolButton title={t('content.editor.addRow')} icon={<InsertRowBelowOutlined />} onClick={() => chain().addRowAfter().run()} testId="rte-add-row" />
          <ToolButton
            title={t('content.editor.addColumn')}
            icon={<InsertRowRightOutlined />}
            onClick={() => chain().addColumnAfter().run()}
            testId="rte-add-col"
          />
          <ToolButton title={t('content.editor.deleteRow')} icon={<DeleteRowOutlined />} onClick={() => chain().deleteRow().run()} testId="rte-del-row" />
          <ToolButton
            title={t('content.editor.deleteColumn')}
            icon={<DeleteColumnOutlined />}
            onClick={() => chain().deleteColumn().run()}
            testId="rte-del-col"
          />
          <ToolButton title={t('content.editor.deleteTable')} icon={<DeleteOutlined />} onClick={() => chain().deleteTable().run()} testId="rte-del-table" />
        </>
      )}
      <Divider type="vertical" />
      <ToolButton title={t('content.editor.undo')} icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} testId="rte-undo" />
      <ToolButton title={t('content.editor.redo')} icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} testId="rte-redo" />
      <Modal title={t('content.editor.link')} open={linkOpen} onOk={applyLink} onCancel={() => setLinkOpen(false)} destroyOnHidden width={420}>
        <Input value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={applyLink} placeholder="https://" autoFocus data-testid="rte-link-input" />
        <div className="rich-editor__hint">{t('content.editor.linkHint')}</div>
      </Modal>
    </div>
  );
}

/**
 * 富文本编辑器 (Tiptap): headings, emphasis, lists, quotes, links, tables and pictures uploaded to
 * the file service. A controlled form field: `value` in, HTML out through `onChange`. What it
 * writes stays inside the shared allow-list (html.ts); the server cleans it again on save.
 */
export default function RichEditor({ value, onChange, placeholder, minHeight = 280, testId = 'rich-editor' }: RichEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value ?? '',
    editorProps: { attributes: { class: 'rich-editor__content zy-article', 'aria-label': placeholder ?? '', 'data-testid': `${testId}-content` } },
    onUpdate: ({ editor: e }) => onChange?.(toValue(e.getHTML())),
  });

  // A value set from outside (the form loading another item) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if ((value ?? '') !== toValue(editor.getHTML())) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className="rich-editor" data-testid={testId} style={{ ['--rich-editor-min' as string]: `${minHeight}px` }}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
