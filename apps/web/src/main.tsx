import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { App } from './App.tsx';
import { installPreloadErrorReporter } from './chunk.ts';
import { currentDevice } from './device.ts';
import './styles/global.css';

installPreloadErrorReporter();

// The layout follows the device type, decided once here (spec §1; issue 16 item 5).
const device = currentDevice();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App device={device} />
  </StrictMode>,
);
