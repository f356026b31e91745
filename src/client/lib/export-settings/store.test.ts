// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { EXPORT_SETTINGS_KEY, ExportSettingsStore } from './store';

describe('export settings store', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults, and from what this browser stored, read leniently', () => {
    expect(new ExportSettingsStore(localStorage).get()).toEqual(DEFAULT_EXPORT_SETTINGS);
    localStorage.setItem(EXPORT_SETTINGS_KEY, JSON.stringify({ format: 'png', quality: 0, resize: 1080 }));
    expect(new ExportSettingsStore(localStorage).get()).toEqual({
      ...DEFAULT_EXPORT_SETTINGS,
      format: 'png',
      resize: 1080,
    });
    localStorage.setItem(EXPORT_SETTINGS_KEY, '{not json');
    expect(new ExportSettingsStore(localStorage).get()).toEqual(DEFAULT_EXPORT_SETTINGS);
  });

  it('remembers every change as JSON under logobatch-export-settings and tells listeners its origin', () => {
    const store = new ExportSettingsStore(localStorage);
    const heard: string[] = [];
    store.listen((s, origin) => heard.push(`${origin}:${s.format}`));
    store.set({ format: 'webp' });
    store.set({ format: 'png' }, 'project');
    expect(JSON.parse(localStorage.getItem(EXPORT_SETTINGS_KEY)!)).toEqual({
      ...DEFAULT_EXPORT_SETTINGS,
      format: 'png',
    });
    expect(heard).toEqual(['user:webp', 'project:png']);
    expect(store.lastOrigin()).toBe('project');
    expect(new ExportSettingsStore(localStorage).get().format).toBe('png');
  });

  it('keeps invalid values out and says nothing when nothing changed', () => {
    const store = new ExportSettingsStore(localStorage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set({ quality: 500 });
    store.set({ ...DEFAULT_EXPORT_SETTINGS });
    expect(store.get()).toEqual(DEFAULT_EXPORT_SETTINGS);
    expect(calls).toBe(0);
  });

  it('works without storage (a browser that refuses it): settings live for the page', () => {
    const store = new ExportSettingsStore(null);
    store.set({ resize: 2048 });
    expect(store.get().resize).toBe(2048);
  });

  it("follows another tab's stored settings, unless a project is open here; the account is not told", () => {
    const store = new ExportSettingsStore(localStorage);
    const heard: string[] = [];
    store.listen((s, origin) => heard.push(`${origin}:${s.format}`));
    store.otherTabStored(JSON.stringify({ ...DEFAULT_EXPORT_SETTINGS, format: 'webp' }));
    store.otherTabStored('{not json');
    expect(store.get().format).toBe('webp');
    store.set({ format: 'png' }, 'project');
    store.otherTabStored(JSON.stringify({ ...DEFAULT_EXPORT_SETTINGS, format: 'jpeg' }));
    expect(store.get().format).toBe('png');
    expect(heard).toEqual(['stored:webp', 'project:png']);
  });

  it("settle ends the user's turn: a choice made before a sign-out is no longer 'user'", () => {
    const store = new ExportSettingsStore(localStorage);
    store.set({ format: 'webp' });
    store.settle();
    expect(store.lastOrigin()).toBe('stored');
    store.set({ format: 'png' }, 'project');
    store.settle();
    expect(store.lastOrigin()).toBe('project');
  });

  it("does not write another tab's settings back: two tabs would echo each other's writes (and swap values)", () => {
    const writes: string[] = [];
    const watched = new ExportSettingsStore({
      getItem: (k: string) => localStorage.getItem(k),
      setItem: (k: string, v: string) => {
        writes.push(v);
        localStorage.setItem(k, v);
      },
      removeItem: (k: string) => localStorage.removeItem(k),
    } as Storage);
    // The other tab's write is already in the storage when its event arrives.
    const theirs = JSON.stringify({ ...DEFAULT_EXPORT_SETTINGS, format: 'webp' });
    localStorage.setItem(EXPORT_SETTINGS_KEY, theirs);
    watched.otherTabStored(theirs);
    expect(watched.get().format).toBe('webp');
    expect(writes).toEqual([]);
    // A change made here afterwards is written, with the other tab's choice in it.
    watched.set({ quality: 70 });
    expect(JSON.parse(writes[0]!)).toMatchObject({ format: 'webp', quality: 70 });
  });
  it("knows whose settings the browser holds: an account's while signed in, a visitor's after their change", () => {
    const store = new ExportSettingsStore(localStorage);
    expect(store.heldFor()).toBeNull();
    store.signedIn('user-a');
    store.set({ format: 'webp' });
    store.settle();
    // Signed out, the browser keeps the settings, still marked as the account's.
    const later = new ExportSettingsStore(localStorage);
    expect(later.get().format).toBe('webp');
    expect(later.heldFor()).toBe('user-a');
    // A visitor's own change, even one that changes nothing, makes them a visitor's.
    later.set({ format: 'webp' });
    expect(later.heldFor()).toBeNull();
  });
});
