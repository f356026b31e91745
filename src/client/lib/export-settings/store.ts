// The output settings of this browser: one store the Export Options panel, the export, project
// save/load and the account sync share. Remembered in localStorage; see decision 191 for who wins.
import { useSyncExternalStore } from 'react';
import { DEFAULT_EXPORT_SETTINGS, readExportSettings, type ExportSettings } from '#shared/export-settings';

export const EXPORT_SETTINGS_KEY = 'logobatch-export-settings';
/** The signed-in user whose latest change here the account has not confirmed yet. */
const UNSENT_KEY = 'logobatch-export-settings-unsent';
/** The account whose settings this browser holds; none when a visitor chose them (decision 353). */
const HOLDER_KEY = 'logobatch-export-settings-holder';

/** Who set the settings last: only the user's own changes go to the account. */
export type SettingsOrigin = 'stored' | 'user' | 'account' | 'project';

type Listener = (settings: ExportSettings, origin: SettingsOrigin) => void;

function readStored(storage: Storage | null): ExportSettings {
  try {
    const text = storage?.getItem(EXPORT_SETTINGS_KEY);
    return readExportSettings(text ? JSON.parse(text) : null);
  } catch {
    // Unreadable JSON or storage that refuses access (privacy modes): the defaults.
    return DEFAULT_EXPORT_SETTINGS;
  }
}

export class ExportSettingsStore {
  private settings: ExportSettings;
  private origin: SettingsOrigin = 'stored';
  /** The signed-in user, while the account sync runs. */
  private user: string | null = null;
  private listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null = safeLocalStorage()) {
    this.settings = readStored(storage);
  }

  get = (): ExportSettings => this.settings;

  /** The source of the current settings (a project's stay until the user or a project changes them). */
  lastOrigin = (): SettingsOrigin => this.origin;

  subscribe = (listener: () => void) => this.listen(() => listener());

  /** Told every change with its origin (the account sync pushes only 'user' changes). */
  listen(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The user whose change this browser made and the account has not confirmed (decision 191). */
  unsentFor = (): string | null => this.read(UNSENT_KEY);

  /** Marks `userId`'s latest change as not yet on the account; null once the account has it. */
  markUnsent(userId: string | null) {
    this.mark(UNSENT_KEY, userId);
  }

  /** The account whose settings these are, or null for a visitor's (or a browser's from before). */
  heldFor = (): string | null => this.read(HOLDER_KEY);

  /**
   * `userId` is signed in, until `settle()`: their own changes make the settings theirs. The settings
   * held become theirs only once their account has answered (`heldBy`): a failed fetch leaves them
   * whoever's they were, or the next sign-in would take another account's as its own.
   */
  signedIn(userId: string) {
    this.user = userId;
  }

  /** The settings this browser holds are now `userId`'s (their account's, or chosen for it). */
  heldBy(userId: string) {
    this.mark(HOLDER_KEY, userId);
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private mark(key: string, userId: string | null) {
    try {
      if (userId) this.storage?.setItem(key, userId);
      else this.storage?.removeItem(key);
    } catch {
      // Without storage the mark is lost with the page, as the settings are.
    }
  }

  /**
   * Another tab of this browser stored its settings (a `storage` event): take them, so a change made
   * here next does not write that tab's choice back over with this tab's older one. A project open
   * here keeps its settings; the account is not told (the other tab did that).
   */
  otherTabStored(text: string | null) {
    if (this.origin === 'project') return;
    let value: unknown;
    try {
      value = text ? JSON.parse(text) : null;
    } catch {
      return;
    }
    // Taken without writing it back: that tab already stored it, and a write here would reach it as
    // its own storage event, so two tabs changing at once would swap values back and forth.
    this.apply(readExportSettings(value), 'stored', false);
  }

  /** Settings from here on are not a choice made on this page (a sign-out ends the user's turn). */
  settle() {
    if (this.origin === 'user') this.origin = 'stored';
    this.user = null;
  }

  set(patch: Partial<ExportSettings>, origin: SettingsOrigin = 'user') {
    this.apply(readExportSettings({ ...this.settings, ...patch }), origin, true);
  }

  private apply(next: ExportSettings, origin: SettingsOrigin, store: boolean) {
    this.origin = origin;
    // A change makes the settings its chooser's; a visitor's may go to the next account to sign in.
    if (origin === 'user') this.mark(HOLDER_KEY, this.user);
    if (JSON.stringify(next) === JSON.stringify(this.settings)) return;
    this.settings = next;
    try {
      if (store) this.storage?.setItem(EXPORT_SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // A full or disabled storage only loses the memory across reloads, not the setting.
    }
    for (const l of this.listeners) l(next, origin);
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let shared: ExportSettingsStore | null = null;
/** The app's one store, made on first use (after the page's storage is available). */
export function exportSettingsStore(): ExportSettingsStore {
  if (!shared) {
    const store = (shared = new ExportSettingsStore());
    // Two tabs share one localStorage: each follows the other's changes (QA, two tabs).
    globalThis.addEventListener?.('storage', (e: StorageEvent) => {
      if (e.key === EXPORT_SETTINGS_KEY && e.storageArea === safeLocalStorage())
        store.otherTabStored(e.newValue);
    });
  }
  return shared;
}

export function useExportSettings(): ExportSettings {
  const store = exportSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
