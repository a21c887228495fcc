import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { loadChunk } from '../chunk.ts';
import { loadMessageAreas } from '../i18n/index.ts';

type ScopeModule = typeof import('./AntdScope.tsx');

// With antd come the strings of the pages and dialogs that use it (i18n/index.ts).
const importScope = () => Promise.all([import('./AntdScope.tsx'), loadMessageAreas()]).then(([module]) => module);
const AntdScope = lazy(() => loadChunk(importScope));

/** AntdScope, loaded on first use (phones: only pages and dialogs that use antd). */
export function LazyAntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}

/*
 * antd on demand on the desktop (issue 30 item 9). The desktop index paints and works without
 * antd: its header and hero show plain copies of their antd controls (same classes and test
 * ids) until antd is here. antd is fetched when the visitor first moves the pointer, touches,
 * scrolls or types (requestAntdOnIntent), when a light control is used (it asks for its real
 * control to open once loaded: wantOpen / openWanted), or when a route other than the index is
 * loaded (router.tsx loads the scope with the page). Once loaded, every antd control renders
 * inside AntdScope (ConfigProvider with the site's theme and locale, antd's App).
 */
let scope: ScopeModule | null = null;
let pending: Promise<ScopeModule> | null = null;
const listeners = new Set<() => void>();
const opens = new Set<string>();

/** Loads AntdScope (once); resolves with its module. */
export function loadAntd(): Promise<ScopeModule> {
  if (scope) return Promise.resolve(scope);
  pending ??= loadChunk(importScope).then(
    (module) => {
      scope = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export const isAntdLoaded = (): boolean => scope !== null;

/** Whether antd has been loaded (re-renders when it arrives). */
export function useAntdReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => scope !== null,
  );
}

/** A light control was used before antd arrived: its real control opens when it mounts. */
export function wantOpen(id: string): void {
  opens.add(id);
  void loadAntd().catch(() => undefined);
}

/** Whether the real control `id` should open as it mounts (read while rendering; openDone once mounted). */
export function openWanted(id: string): boolean {
  return opens.has(id);
}

export function openDone(id: string): void {
  opens.delete(id);
}

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

/** Loads antd on the visitor's first input on the page; returns the un-installer. */
export function requestAntdOnIntent(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  if (scope) return () => undefined;
  const remove = () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, onIntent, true));
  function onIntent() {
    remove();
    void loadAntd().catch(() => undefined);
  }
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, onIntent, { capture: true, passive: true }));
  return remove;
}

type FeedbackType = 'error' | 'success' | 'info';
let queued: [FeedbackType, string][] = [];

/**
 * The http client's messages on the desktop before antd is here: kept (the last few) and antd
 * fetched; AntdScope's FeedbackBridge shows them when it mounts.
 */
export const queueingFeedback: Record<FeedbackType, (text: string) => void> = {
  error: (text) => queue('error', text),
  success: (text) => queue('success', text),
  info: (text) => queue('info', text),
};

function queue(type: FeedbackType, text: string) {
  const entry: [FeedbackType, string] = [type, text];
  queued = [...queued.filter(([t, x]) => t !== type || x !== text), entry].slice(-3);
  void loadAntd().catch(() => console.error(text));
}

/** The messages kept by queueingFeedback, once. */
export function takeQueuedFeedback(): [FeedbackType, string][] {
  const taken = queued;
  queued = [];
  return taken;
}

/** The desktop shell's FeedbackBridge, inside AntdScope, once antd is here. */
export function AntdFeedbackBridge() {
  useAntdReady();
  if (!scope) return null;
  const { default: Scope, FeedbackBridge } = scope;
  return (
    <Scope>
      <FeedbackBridge takeQueued={takeQueuedFeedback} />
    </Scope>
  );
}
