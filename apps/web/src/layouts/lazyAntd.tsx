import { lazy, Suspense, type ReactNode } from 'react';
import { loadChunk } from '../chunk.ts';

const AntdScope = lazy(() => loadChunk(() => import('./AntdScope.tsx')));

/** AntdScope, loaded on first use (phones: only pages and dialogs that use antd). */
export function LazyAntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}
