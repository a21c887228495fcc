import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichEditorProps } from './types';

export type { RichEditorProps } from './types';

/** Tiptap and ProseMirror load with the first form that shows an editor, not with the console. */
const Editor = lazy(() => import('./editor'));

/** 富文本编辑器, loaded on demand (see editor.tsx). */
export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} data-testid="rich-editor-loading" />}>
      <Editor {...props} />
    </Suspense>
  );
}
