import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The DOM build of RouterProvider, so a navigation can ask for flushSync (Logout, lib/session.ts).
import { RouterProvider } from 'react-router/dom';
import { EditorStoreProvider } from '../features/editor/store';
import { onAccountChange } from '../lib/account-guard';
import { followAccount } from '../lib/me';
import { Toaster } from '../ui/toast';
import { router } from './router';
import { useConnectivityToasts } from './useConnectivityToasts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
// Another tab signed in or out, or the server refused this page's account: ask who is signed in now.
onAccountChange(() => void followAccount(queryClient).catch(() => undefined));

export function AppRoot() {
  useConnectivityToasts();
  return (
    <QueryClientProvider client={queryClient}>
      {/* One editor store per app: the work outlives the editor screen within the tab (decision 130). */}
      <EditorStoreProvider>
        <RouterProvider router={router} />
      </EditorStoreProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
