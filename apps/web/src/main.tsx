import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import './i18n/index.ts';
import { App } from './App.tsx';
import { installPreloadErrorReporter } from './chunk.ts';
import './styles/global.css';

// antd-mobile's Toast/Modal render outside the tree; on React 19 they need a createRoot renderer.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _zyRoot?: Root };
  host._zyRoot ??= createRoot(host);
  const root = host._zyRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete host._zyRoot;
  };
});

installPreloadErrorReporter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
