// The editor's state plus its side effects: toasts for the reducer's notices, decoding of
// thumbnails, and release of object URLs and bitmaps when photos or the logo go away.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from '../../../ui/toast';
import type { Batch, ProjectToLoad } from '../../../lib/batch';
import { ThumbnailStore } from '../decode/thumbnails';
import { PreviewCache } from '../decode/previews';
import { activeSettings, editorReducer, initialEditorState, type EditorState } from '../state/editorReducer';
import { sameWork } from '../session/same-work';
import type { StoredWork } from '../session/stored-work';
import { useStoredWork, workWriter } from '../session/useStoredWork';
import { intakeLogo, intakePhotos, type LogoIntake } from './intake';
import { formatExtensions } from './useUploadZone';

export function toBatch(s: EditorState): Batch {
  return {
    images: s.images.map((img) => ({
      id: img.id,
      file: img.file,
      name: img.name,
      width: img.width,
      height: img.height,
      settings: img.settings,
    })),
    logo: s.logo && {
      file: s.logo.file,
      name: s.logo.name,
      type: s.logo.type,
      width: s.logo.width,
      height: s.logo.height,
    },
    projectSettings: s.projectSettings ?? (s.logo && s.images.length === 0 ? activeSettings(s) : null),
  };
}

/**
 * The editor's work outlives the editor screen within this tab: a visitor sent to /auth by
 * "Download All Images" (or visiting Pricing) comes back to the same photos, logo and placements
 * instead of an empty editor (decision 060). Reset clears it. Across a reload or a closed tab the
 * unsaved work is offered back from IndexedDB instead (decision 091).
 */
interface KeptSession {
  state: EditorState;
  thumbs: ThumbnailStore;
  previews: PreviewCache;
  /** The work as last saved to (or opened from) a project. */
  saved: Batch | null;
}
let kept: KeptSession | null = null;
/** The mounted editor's handler for a photo whose thumbnail cannot be decoded. */
const unreadable = { current: (_id: string) => {} };

/** Why a logo was not taken: the SVG check's reason, or that the file could not be read. */
function logoRefusal(t: TFunction<['editor', 'projects']>, intake: LogoIntake, name: string): string {
  if (intake && 'refusal' in intake) {
    const { problem, item } = intake.refusal;
    return t(`projects:errors.svg.${problem}`, { item });
  }
  return t('errors.logoUnreadable', { name });
}

/** A logo read back from storage gets a fresh object URL (an SVG typed so it renders as an image). */
function withUrl(logo: NonNullable<StoredWork['logo']>) {
  const blob = logo.type === 'image/svg+xml' ? new Blob([logo.file], { type: logo.type }) : logo.file;
  return { ...logo, url: URL.createObjectURL(blob) };
}

export function useEditor(
  photoExtensions: readonly string[],
  projectToLoad: ProjectToLoad | null | undefined,
  /** A saved project is on its way: the stored work is not offered meanwhile. */
  opening = false,
) {
  // The SVG refusal messages are the ones a project save shows, kept in the projects namespace.
  const { t } = useTranslation(['editor', 'projects']);
  const [state, dispatch] = useReducer(editorReducer, initialEditorState, (init) =>
    // Notices already shown are not shown again on return.
    kept ? { ...kept.state, notice: null } : init,
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  // The store outlives renders: it reads the current language's strings through this ref.
  const tRef = useRef(t);
  tRef.current = t;

  const [thumbs] = useState(() => kept?.thumbs ?? new ThumbnailStore((id) => unreadable.current(id)));
  const [previews] = useState(() => kept?.previews ?? new PreviewCache());
  const [saved, setSaved] = useState<Batch | null>(() => kept?.saved ?? null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useEffect(() => {
    unreadable.current = (id) => {
      const img = stateRef.current.images.find((i) => i.id === id);
      if (!img) return;
      // Kept and marked (decision 062): the export then reports it by name ("Failed to process
      // image: …") while the other photos still export; the user may also remove it.
      toast.error(tRef.current('errors.unreadable', { name: img.name }));
    };
  }, []);

  useEffect(() => {
    thumbs.sync(state.images);
    previews.retain(new Set(state.images.map((i) => i.id)));
  }, [state.images, thumbs, previews]);
  // Leaving the screen keeps the work (and its decoded images) for the next visit in this tab.
  useEffect(
    () => () => {
      kept = { state: stateRef.current, thumbs, previews, saved: savedRef.current };
    },
    [thumbs, previews],
  );

  // The logo's object URL lives as long as the logo: revoked when it is replaced or removed.
  const logoUrl = state.logo?.url;
  const shownLogoUrl = useRef(logoUrl);
  useEffect(() => {
    const before = shownLogoUrl.current;
    shownLogoUrl.current = logoUrl;
    if (before && before !== logoUrl) URL.revokeObjectURL(before);
  }, [logoUrl]);

  const seq = state.notice?.seq;
  useEffect(() => {
    const n = stateRef.current.notice;
    if (n) toast.success(t(`messages.${n.kind}`));
  }, [seq, t]);

  const addPhotos = useCallback(
    async (files: File[]) => {
      const { images, refused } = await intakePhotos(files, photoExtensions);
      dispatch({ type: 'addImages', images });
      if (!refused.length) return null;
      const list = formatExtensions(photoExtensions);
      return refused.length === 1
        ? t('errors.notImage', { name: refused[0], list })
        : t('errors.notImageMore', { name: refused[0], count: refused.length - 1, list });
    },
    [photoExtensions, t],
  );

  const setLogo = useCallback(
    async (files: File[]) => {
      const file = files[0];
      if (!file) return null;
      const intake = await intakeLogo(file);
      if (!intake || !('logo' in intake)) return logoRefusal(t, intake, file.name);
      dispatch({ type: 'setLogo', logo: intake.logo });
      return null;
    },
    [t],
  );

  // A saved project opened by the route: reset, rebuild from its files, positions by order.
  const loadedId = useRef<string | null>(null);
  // Set with the project's dispatch (one render): the opened project counts as saved work.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!projectToLoad || loadedId.current === projectToLoad.id) return;
    loadedId.current = projectToLoad.id;
    void (async () => {
      const [{ images, aligned }, intake] = await Promise.all([
        intakePhotos(projectToLoad.images, ['.jpg', '.jpeg', '.png', '.webp']),
        intakeLogo(projectToLoad.logo),
      ]);
      if (!intake || !('logo' in intake)) return toast.error(logoRefusal(t, intake, projectToLoad.logo.name));
      const { logo } = intake;
      const kept = projectToLoad.positions.filter((_, i) => aligned[i] !== null);
      setOpened(true);
      dispatch({
        type: 'loadProject',
        images,
        positions: kept,
        logo,
        projectSettings: projectToLoad.projectSettings,
      });
    })();
  }, [projectToLoad, t]);

  const batch = useMemo(() => toBatch(state), [state]);
  const batchRef = useRef(batch);
  batchRef.current = batch;
  // A project just opened is saved work: leaving it loses nothing.
  useEffect(() => {
    if (!opened) return;
    setOpened(false);
    setSaved(batch);
  }, [opened, batch]);
  const unsaved = (state.images.length > 0 || !!state.logo) && !opened && !sameWork(batch, saved);

  const onRestore = useCallback((work: StoredWork) => {
    dispatch({ type: 'restore', ...work, logo: work.logo && withUrl(work.logo) });
  }, []);
  const stored = useStoredWork({ state, unsaved, opening, onRestore });

  /** Called with the work as a project stored it (without photos when they were left out). */
  const markSaved = useCallback((work: Batch) => {
    setSaved(work);
    if (sameWork(batchRef.current, work)) void workWriter.clear();
  }, []);
  const clearAll = useCallback(() => {
    dispatch({ type: 'reset' });
    setSaved(null);
    void workWriter.clear();
  }, []);

  return { state, dispatch, batch, thumbs, previews, addPhotos, setLogo, stored, markSaved, clearAll };
}
