// The providers every screen runs under in the app, for component tests: translations in both
// languages, a query cache and a router. Importing this module sets translations up once.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { EditorStoreProvider } from '../features/editor/store';
import type { EditorStore } from '../features/editor/state/editor-store';

type Json = Record<string, unknown>;
const locales = import.meta.glob<{ default: Json }>('../i18n/locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Json>> = {};
for (const [file, mod] of Object.entries(locales)) {
  const [, lng, ns] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = mod.default;
}

if (!i18next.isInitialized) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}

export interface ProviderOptions {
  /** The address the router starts at. */
  route?: string;
  /** Pass one to seed or spy on the cache; a fresh one otherwise. */
  queryClient?: QueryClient;
  /** Pass one to seed the editor's work or share it between renders; a fresh one otherwise. */
  editorStore?: EditorStore;
}

export function renderWithProviders(
  ui: ReactNode,
  { route = '/', queryClient, editorStore }: ProviderOptions = {},
) {
  const client = queryClient ?? new QueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <EditorStoreProvider store={editorStore}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </EditorStoreProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient: client };
}
