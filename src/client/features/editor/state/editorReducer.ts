// The editor's photos, logo and placements as a pure reducer, so every rule is testable without a DOM.
// Side effects (toasts, object URLs, decoding) live in hooks; messages are returned as a notice.
import {
  DEFAULT_SETTINGS,
  centeredDefaults,
  normalizeSettings,
  type LogoSettings,
  type Size,
} from '#shared/placement';

/** A file the editor holds: a photo or the logo. */
interface EditorFile {
  id: string;
  file: File;
  name: string;
  /** Type found in the content: image/jpeg, image/png or image/webp (a logo: image/png or image/svg+xml). */
  type: string;
  /** Displayed size (after EXIF orientation), read from the file header. */
  width: number;
  height: number;
}

export interface EditorImage extends EditorFile {
  settings: LogoSettings;
  /** Its size before a project save reduced it, for a photo of an opened project (decision 192). */
  original?: Size | null;
}

export interface EditorLogo extends EditorFile {
  /** Object URL of the logo file (created and revoked by the hook that owns it). */
  url: string;
}

export type NoticeKind = 'appliedToAll' | 'addedWithSaved';
export interface Notice {
  kind: NoticeKind;
  /** Increments on every notice so the same message twice still shows twice. */
  seq: number;
}

export interface EditorState {
  images: readonly EditorImage[];
  currentIndex: number;
  logo: EditorLogo | null;
  /** Project-level settings: follow every change; the source for photos added to an empty editor. */
  projectSettings: LogoSettings | null;
  notice: Notice | null;
}

export type NewImage = Omit<EditorImage, 'settings'>;

export type EditorAction =
  | { type: 'addImages'; images: readonly NewImage[] }
  | { type: 'removeImage'; id: string }
  | { type: 'select'; index: number }
  | { type: 'step'; delta: 1 | -1 }
  | { type: 'setLogo'; logo: EditorLogo }
  | { type: 'removeLogo' }
  | { type: 'updateSettings'; settings: Partial<LogoSettings> }
  | { type: 'applyToAll' }
  | { type: 'reset' }
  /** The work stored before a reload, exactly as it was (decision 091). */
  | {
      type: 'restore';
      images: readonly EditorImage[];
      currentIndex: number;
      logo: EditorLogo | null;
      projectSettings: LogoSettings | null;
    }
  | {
      type: 'loadProject';
      images: readonly NewImage[];
      positions: readonly LogoSettings[];
      logo: EditorLogo;
      projectSettings: LogoSettings | null;
    };

export const initialEditorState: EditorState = {
  images: [],
  currentIndex: 0,
  logo: null,
  projectSettings: null,
  notice: null,
};

/** Aspect assumed for a logo-only project, where there is no photo to measure (a 3:2 photo). */
export const LOGO_ONLY_SURFACE: Size = { width: 1500, height: 1000 };

export function currentImage(s: EditorState): EditorImage | null {
  return s.images[s.currentIndex] ?? null;
}

/** The settings the panel and canvas show: the current photo's, else the project-level ones, else a centred logo. */
export function activeSettings(s: EditorState): LogoSettings {
  return currentImage(s)?.settings ?? s.projectSettings ?? defaultsFor(LOGO_ONLY_SURFACE, s.logo);
}

function defaultsFor(image: Size, logo: EditorLogo | null): LogoSettings {
  return logo ? centeredDefaults(image, logo) : { ...DEFAULT_SETTINGS };
}

const notice = (s: EditorState, kind: NoticeKind): Notice => ({ kind, seq: (s.notice?.seq ?? 0) + 1 });

function addImages(s: EditorState, added: readonly NewImage[]): EditorState {
  if (added.length === 0) return s;
  const wasEmpty = s.images.length === 0;
  // Source of the new photos' settings, in the spec's order.
  const source = currentImage(s)?.settings ?? (wasEmpty ? s.projectSettings : s.images[0]?.settings) ?? null;
  const images = [
    ...s.images,
    ...added.map((img) => ({ ...img, settings: source ? { ...source } : defaultsFor(img, s.logo) })),
  ];
  const savedUsed = wasEmpty && s.projectSettings !== null;
  return {
    ...s,
    images,
    currentIndex: wasEmpty ? 0 : s.currentIndex,
    notice: savedUsed ? notice(s, 'addedWithSaved') : s.notice,
  };
}

function removeImage(s: EditorState, id: string): EditorState {
  const index = s.images.findIndex((img) => img.id === id);
  if (index < 0) return s;
  const removed = s.images[index]!;
  const images = s.images.filter((img) => img.id !== id);
  if (images.length === 0) return { ...s, images, currentIndex: 0, projectSettings: { ...removed.settings } };
  const currentIndex =
    index < s.currentIndex ? s.currentIndex - 1 : Math.min(s.currentIndex, images.length - 1);
  return { ...s, images, currentIndex };
}

function updateSettings(s: EditorState, patch: Partial<LogoSettings>): EditorState {
  const next = normalizeSettings({ ...activeSettings(s), ...patch });
  const cur = currentImage(s);
  const images = cur
    ? s.images.map((img, i) => (i === s.currentIndex ? { ...img, settings: next } : img))
    : s.images;
  return { ...s, images, projectSettings: { ...next } };
}

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'addImages':
      return addImages(s, a.images);
    case 'removeImage':
      return removeImage(s, a.id);
    case 'select':
      return a.index >= 0 && a.index < s.images.length ? { ...s, currentIndex: a.index } : s;
    case 'step': {
      const n = s.images.length;
      return n > 1 ? { ...s, currentIndex: (s.currentIndex + a.delta + n) % n } : s;
    }
    case 'setLogo': {
      // A new logo starts centred at 60% on every photo (with its own aspect ratio).
      const images = s.images.map((img) => ({ ...img, settings: centeredDefaults(img, a.logo) }));
      const cur = images[s.currentIndex];
      // Without photos nothing is positioned yet: photos added later are centred on their own aspect.
      return { ...s, logo: a.logo, images, projectSettings: cur ? { ...cur.settings } : null };
    }
    case 'removeLogo':
      return { ...s, logo: null, projectSettings: null };
    case 'updateSettings':
      return updateSettings(s, a.settings);
    case 'applyToAll': {
      const cur = currentImage(s);
      if (!cur) return s;
      return {
        ...s,
        images: s.images.map((img) => ({ ...img, settings: { ...cur.settings } })),
        notice: notice(s, 'appliedToAll'),
      };
    }
    case 'reset':
      return { ...initialEditorState, notice: s.notice };
    case 'restore':
      return {
        ...initialEditorState,
        notice: s.notice,
        images: a.images,
        currentIndex: a.currentIndex >= 0 && a.currentIndex < a.images.length ? a.currentIndex : 0,
        logo: a.logo,
        projectSettings: a.projectSettings,
      };
    case 'loadProject': {
      const fallback = a.projectSettings ?? null;
      const images = a.images.map((img, i) => {
        const saved = a.positions[i] ?? fallback;
        return { ...img, settings: saved ? normalizeSettings(saved) : centeredDefaults(img, a.logo) };
      });
      const projectSettings =
        images[0]?.settings ??
        (fallback ? normalizeSettings(fallback) : centeredDefaults(LOGO_ONLY_SURFACE, a.logo));
      return {
        ...initialEditorState,
        notice: s.notice,
        images,
        logo: a.logo,
        currentIndex: 0,
        projectSettings: { ...projectSettings },
      };
    }
  }
}
