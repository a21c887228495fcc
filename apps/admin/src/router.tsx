import { createHashRouter, Navigate, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './pages/login';
import { DynamicPage } from './pages/DynamicPage';
import { HomePage } from './pages/home';
import { ProfilePage } from './pages/own-space';
import { ForbiddenPage, NotFoundPage } from './pages/exception';
import { useSession } from './stores/session';
import { HOME_PATH } from './stores/tabs';

/** Pages other than login need a stored token; without one go to login and come back after. */
function RequireToken({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const signedOutByUser = useSession((s) => s.signedOutByUser);
  const location = useLocation();
  if (!token) {
    const keepPath = !signedOutByUser && location.pathname !== '/';
    const redirect = keepPath ? `?redirect=${encodeURIComponent(location.pathname)}` : '';
    return <Navigate to={`/login${redirect}`} replace />;
  }
  return children;
}

export const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireToken>
        <AdminLayout />
      </RequireToken>
    ),
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'own-space', element: <ProfilePage /> },
      { path: '403', element: <ForbiddenPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <DynamicPage /> },
    ],
  },
]);
