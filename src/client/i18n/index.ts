import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
import { readLanguagePreference, writeLanguagePreference } from './preference';

export { LANGUAGE_STORAGE_KEY } from './preference';

type Json = Record<string, unknown>;

// Each feature owns its namespace file (locales/{lang}/{namespace}.json), so features add strings
// without touching each other's files; en and he hold the same keys (checked by a test).
// The shell's, home page's and error namespaces ship in the main chunk (any screen can show an
// error, and errorText reads it outside React); the rest load with their screen.
const EAGER_NAMESPACES = ['common', 'home', 'plans', 'errors'];
const eager = import.meta.glob<{ default: Json }>('./locales/*/{common,home,plans,errors}.json', {
  eager: true,
});
const lazy = import.meta.glob<{ default: Json }>([
  './locales/*/*.json',
  '!./locales/*/{common,home,plans,errors}.json',
]);

function parse(file: string): [string, string] | null {
  const m = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file);
  return m ? [m[1]!, m[2]!] : null;
}

function eagerResources() {
  const resources: Record<string, Record<string, Json>> = {};
  for (const [file, mod] of Object.entries(eager)) {
    const p = parse(file);
    if (p) (resources[p[0]] ??= {})[p[1]] = mod.default;
  }
  return resources;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

export function storedLanguage(): Language {
  try {
    return readLanguagePreference(localStorage, LANGUAGES, Date.now()) ?? 'en';
  } catch {
    // Storage can be blocked (privacy mode): the default applies.
    return 'en';
  }
}

export function applyDirection(lng: Language): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = lng === 'he' ? 'rtl' : 'ltr';
}

export function initI18n(lng: Language = storedLanguage()) {
  applyDirection(lng);
  void i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: eagerResources(),
      partialBundledLanguages: true,
      ns: EAGER_NAMESPACES,
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  return i18next;
}

export function setLanguage(lng: Language): void {
  try {
    writeLanguagePreference(localStorage, lng, Date.now());
  } catch {
    // Not persisted, but the switch still applies to this page.
  }
  applyDirection(lng);
  void i18next.changeLanguage(lng);
}
