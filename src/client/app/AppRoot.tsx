import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { EditorStoreProvider } from '../features/editor/store';
import { Toaster } from '../ui/toast';
import { router } from './router';
import { useConnectivityToasts } from './useConnectivityToasts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

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
