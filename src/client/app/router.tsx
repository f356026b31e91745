import { createBrowserRouter } from 'react-router';
import { Layout, LayoutHydrateFallback } from './Layout';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import { HomePage } from '../features/home/HomePage';

// Home is in the main chunk (first paint); every other screen loads on demand, so the
// editor's canvas code never weighs on the home page.
export const router = createBrowserRouter([
  {
    Component: Layout,
    HydrateFallback: LayoutHydrateFallback,
    ErrorBoundary: ErrorScreen,
    children: [
      { index: true, Component: HomePage },
      { path: 'editor', lazy: () => import('./routes/editor').then((m) => ({ Component: m.default })) },
      { path: 'account', lazy: () => import('./routes/account').then((m) => ({ Component: m.default })) },
      { path: 'pricing', lazy: () => import('./routes/pricing').then((m) => ({ Component: m.default })) },
      { path: 'auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.default })) },
      { path: 'contact', lazy: () => import('./routes/contact').then((m) => ({ Component: m.default })) },
      { path: 'docs/api', lazy: () => import('./routes/api-docs').then((m) => ({ Component: m.default })) },
      ...(['terms', 'privacy', 'refund', 'cookies'] as const).map((doc) => ({
        path: doc,
        lazy: () =>
          import('../features/legal/LegalPage').then((m) => ({ Component: () => <m.LegalPage doc={doc} /> })),
      })),
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
