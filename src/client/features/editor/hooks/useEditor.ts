// The editor screen's view of the app's editor store, plus its side effects: toasts for the
// reducer's notices, decoding of thumbnails, release of bitmaps when photos go away, and the undo keys.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from '#client/ui/toast';
import { codeText } from '#client/i18n/error-text';
import { EXTENSIONS_BY_TYPE, type ImageType } from '#shared/files';
import { canAddLayer, MAX_LAYERS } from '#shared/layers';
import { PLAN_LIST } from '#shared/plans';
import { projectPhotoRule } from '#shared/schemas/projects';
import type { ProjectToLoad } from '#client/lib/batch';
import { exportSettingsStore } from '#client/lib/export-settings';
import { useEditorStore } from '../state/useEditorStore';
import { toBatch } from '../state/to-batch';
import { sameWork } from '../session/same-work';
import type { StoredWork } from '../session/stored-work';
import { useStoredWork } from '../session/useStoredWork';
import { alignedPhotos, intakeLayerFiles } from './intake-layers';
import { intakeLogo, intakePhotos, type LogoIntake } from './intake';
import { formatExtensions } from './useUploadZone';

/** Why a logo was not taken: the SVG check's reason, or that the file could not be read. */
function logoRefusal(t: TFunction<['editor', 'projects']>, intake: LogoIntake, name: string): string {
  if (intake && 'refusal' in intake) {
    const { problem, item } = intake.refusal;
    return codeText('unsafe_svg', { problem, item });
  }
  return t('errors.logoUnreadable', { name });
}

/** Layer files read back from storage get fresh object URLs (an SVG typed so it renders as an image). */
const withUrls = (files: StoredWork['files']) =>
  Object.fromEntries(
    Object.entries(files).map(([id, f]) => {
      const blob = f.type === 'image/svg+xml' ? new Blob([f.file], { type: f.type }) : f.file;
      return [id, { ...f, url: URL.createObjectURL(blob) }];
    }),
  );

/**
 * The types a project save keeps under any plan: a HEIC saved on Pro still opens after a move to Lite,
 * and a save there keeps it as JPEG (decision 352), where leaving it out lost it at the next save.
 */
const STORED_EXTENSIONS = [
  ...new Set(PLAN_LIST.flatMap((plan) => [...projectPhotoRule(plan).types] as ImageType[])),
].flatMap((t) => EXTENSIONS_BY_TYPE[t]);

export function useEditor(
  photoExtensions: readonly string[],
  projectToLoad: ProjectToLoad | null | undefined,
  /** A saved project is on its way: the stored work is not offered meanwhile. */
  opening = false,
) {
  // The SVG refusal messages are the ones a project save shows, kept in the projects namespace.
  const { t } = useTranslation(['editor', 'projects']);
  const store = useEditorStore();
  const { state, saved, canUndo, canRedo } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { dispatch, thumbs, previews, markSaved, clear: clearAll } = store;

  useEffect(() => {
    // Kept and marked (decision 062): the export then reports it by name ("Failed to process
    // image: …") while the other photos still export; the user may also remove it.
    store.onUnreadable((name) => toast.error(t('errors.unreadable', { name })));
  }, [store, t]);

  useEffect(() => {
    thumbs.sync(state.images);
    previews.retain(new Set(state.images.map((i) => i.id)));
  }, [state.images, thumbs, previews]);

  // Notices already shown (before the visitor left the screen) are not shown again on return.
  const shownSeq = useRef(state.notice?.seq);
  const seq = state.notice?.seq;
  useEffect(() => {
    const n = store.getSnapshot().state.notice;
    if (!n || n.seq === shownSeq.current) return;
    shownSeq.current = n.seq;
    toast.success(t(`messages.${n.kind}`));
  }, [seq, store, t]);

  const addPhotos = useCallback(
    async (files: File[]) => {
      const { images, refused, refusedTypes } = await intakePhotos(files, photoExtensions);
      dispatch({ type: 'addImages', images });
      if (!refused.length) return null;
      // Which of these types another plan takes is the upload zone's to say (a HEIC saved as .jpg on Lite).
      const upgrade = refusedTypes.map((type) => EXTENSIONS_BY_TYPE[type][0] ?? '');
      return { list: formatExtensions(photoExtensions), wrongType: [], unreadable: refused, upgrade };
    },
    [dispatch, photoExtensions],
  );

  const setLogo = useCallback(
    async (files: File[]) => {
      const file = files[0];
      if (!file) return null;
      // The logo upload area stays while there is no image layer, so 8 text layers may fill the list
      // already: the reducer would drop the logo without a word, so the area says why.
      if (!canAddLayer(store.getSnapshot().state)) return t('layers.full', { count: MAX_LAYERS });
      const intake = await intakeLogo(file);
      if (!intake || !('logo' in intake)) return logoRefusal(t, intake, file.name);
      dispatch({ type: 'setLogo', logo: intake.logo });
      return null;
    },
    [dispatch, store, t],
  );

  // A saved project opened by the route: reset, rebuild from its files, positions by order.
  const loadedId = useRef<string | null>(null);
  useEffect(() => {
    if (!projectToLoad || loadedId.current === projectToLoad.id) return;
    const { watermark: layered, logo: logoFile } = projectToLoad;
    // A text-only project has no logo file, but layers; one saved before layers has its one logo.
    if (!layered && !logoFile) return;
    loadedId.current = projectToLoad.id;
    void (async () => {
      const [{ images, aligned, refused }, intake, layers] = await Promise.all([
        // What any plan's save stores: the user's own photos, whatever the plan is now.
        intakePhotos(projectToLoad.images, STORED_EXTENSIONS),
        !layered && logoFile ? intakeLogo(logoFile) : null,
        layered ? intakeLayerFiles(layered) : null,
      ]);
      if (layers && 'refused' in layers) return toast.error(logoRefusal(t, layers.refused, layers.name));
      const logo = intake && 'logo' in intake ? intake.logo : null;
      if (!layers && !logo) return toast.error(logoRefusal(t, intake, logoFile?.name ?? ''));
      // A stored photo that is gone or no longer reads as an image is left out, and named.
      const list = formatExtensions(photoExtensions);
      for (const name of refused)
        toast.error(
          projectToLoad.missing.includes(name)
            ? t('errors.photoMissing', { name })
            : t('errors.notImage', { name, list }),
        );
      const positions = projectToLoad.positions.filter((_, i) => aligned[i] !== null);
      const originals = projectToLoad.originals.filter((_, i) => aligned[i] !== null);
      // A project opens with the output settings it was saved with (decision 191).
      if (projectToLoad.exportSettings) exportSettingsStore().set(projectToLoad.exportSettings, 'project');
      const photos = images.map((img, i) => ({ ...img, original: originals[i] ?? null }));
      store.openProject({
        type: 'loadProject',
        images: photos,
        positions,
        logo,
        projectSettings: projectToLoad.projectSettings,
        ...(layered &&
          layers && {
            layers: {
              watermark: { layers: layered.layers, placements: layered.placements },
              files: layers.files,
              photos: alignedPhotos(layered.photos, aligned),
            },
          }),
      });
    })();
  }, [projectToLoad, store, t, photoExtensions]);

  const batch = useMemo(() => toBatch(state), [state]);
  const unsaved = (state.images.length > 0 || state.layers.length > 0) && !sameWork(batch, saved);

  const onRestore = useCallback(
    (work: StoredWork) => dispatch({ type: 'restore', work: { ...work, files: withUrls(work.files) } }),
    [dispatch],
  );
  const stored = useStoredWork({ state, writer: store.writer, unsaved, opening, onRestore });

  const history = { canUndo, canRedo, undo: store.undo, redo: store.redo };
  return {
    state,
    dispatch,
    batch,
    thumbs,
    previews,
    addPhotos,
    setLogo,
    stored,
    markSaved,
    clearAll,
    history,
    store,
  };
}
