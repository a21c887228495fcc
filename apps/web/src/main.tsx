import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { App } from './App.tsx';
import { installPreloadErrorReporter } from './chunk.ts';
import { currentDevice } from './device.ts';
import { connectHttpSession } from './session.ts';
import { captureInvite } from './invite.ts';
import { useLoginStore } from './stores/login.ts';
import { getToken } from './stores/storage.ts';
import './styles/global.css';

installPreloadErrorReporter();

// The client's 401 answer runs the session's sign-out (api/ does not import session.ts).
connectHttpSession();

// A visitor who came by a member's invite link is asked to register, with the code filled in.
if (captureInvite() && !getToken()) useLoginStore.getState().openLogin(null, 'register');

// The layout follows the device type, decided once here (spec §1; issue 16 item 5).
const device = currentDevice();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App device={device} />
  </StrictMode>,
);
