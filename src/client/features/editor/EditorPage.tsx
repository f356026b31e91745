import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#client/lib/usePageTitle';
import { toast } from '#client/ui/toast';
import type { EditorSlots } from '#client/lib/batch';
import { PLANS } from '#shared/plans';
import { activePlacement, type LayerPatch, type PlacementPatch } from '#shared/layers';
import type { QuickPosition } from '#shared/placement';
import { logoEnlargement } from '#client/export/enlarge';
import { useOutputSettings } from '#client/lib/export-settings';
import { useEditor } from './hooks/useEditor';
import { useUndoKeys } from './hooks/useUndoKeys';
import { useEditorZones } from './hooks/useEditorZones';
import { useMarkedUnreadable } from './decode/thumbnails';
import { activeSettings, currentImage, logoLayer, logoOf, selectedLayer } from './state/editor-state';
import { EditorCanvas } from './components/EditorCanvas';
import { LayersPanel } from './components/LayersPanel';
import { TextSettingsPanel } from './components/TextSettingsPanel';
import { ClearAll } from './components/ClearAll';
import { ExportOptionsPanel } from './components/ExportOptionsPanel';
import { ImagesPanel } from './components/ImagesPanel';
import { LogoCard } from './components/LogoCard';
import { LogoProjectCard } from './components/LogoProjectCard';
import { NoLogoPrompt } from './components/NoLogoPrompt';
import { LogoSettingsPanel } from './components/LogoSettingsPanel';
import { RestorePrompt } from './components/RestorePrompt';
import { UploadArea, UploadError, UploadInput } from './components/UploadArea';
import { LogoIcon, PhotosIcon } from './components/icons';
import { card } from './components/styles';

let layerCounter = 0;
const newLayerId = () => `text-${Date.now().toString(36)}-${(layerCounter++).toString(36)}`;

export interface EditorPageProps extends EditorSlots {
  /** Photo types the user's plan accepts (WEBP for pro and ultra). */
  photoExtensions?: readonly string[];
}

export function EditorPage({ photoExtensions = PLANS.lite.photoExtensions, ...slots }: EditorPageProps) {
  const { t, i18n } = useTranslation('editor');
  usePageTitle(t('title'));
  const {
    state,
    dispatch,
    batch: work,
    thumbs,
    previews,
    addPhotos,
    setLogo,
    stored,
    markSaved,
    clearAll,
    history,
    store,
  } = useEditor(photoExtensions, slots.projectToLoad, !!slots.projectPending || !!slots.projectToLoad);
  // The export, the save and the size note read the output settings from the batch.
  const output = useOutputSettings();
  const marked = useMarkedUnreadable(thumbs, work);
  const batch = useMemo(() => ({ ...marked, exportSettings: output.settings }), [marked, output.settings]);

  useUndoKeys(history.undo, history.redo);
  const boxOf = useMemo(() => store.boxOf(state), [store, state.images, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- boxes depend on the photos and on the language {date} is written in
  const image = currentImage(state);
  const settings = activeSettings(state, boxOf);
  const layer = selectedLayer(state);
  const logo = logoOf(state);
  const logoId = logoLayer(state)?.id;
  const hasWork = state.images.length > 0 || state.layers.length > 0;
  const n = state.images.length;
  const zones = useEditorZones({ photoExtensions, addPhotos, setLogo, photoArea: n === 0, logoArea: !logo });
  const { photoZone, logoZone, uploadMoreRef, logoCardRef } = zones;
  // The export draws the logo on the full-size photo: warn when that enlarges a raster logo.
  const logoPlacement = logoId && image ? activePlacement(state, logoId, boxOf) : null;
  const enlargement = logo && image && logoPlacement ? logoEnlargement(logo, logoPlacement, image) : 1;
  const neighbours =
    n > 1
      ? [state.images[(state.currentIndex + 1) % n]!, state.images[(state.currentIndex - 1 + n) % n]!]
      : [];

  const selectedId = state.selectedId;
  // Updates of one field, one after another, make one undo step (decision 217); a drag passes its own.
  const onChange = useCallback(
    (patch: PlacementPatch, gesture?: string) =>
      dispatch({
        type: 'updateSettings',
        settings: patch,
        gesture: gesture ?? `${Object.keys(patch).join()}:${selectedId}`,
      }),
    [dispatch, selectedId],
  );
  const onLayer = (patch: LayerPatch, gesture?: string) =>
    selectedId && dispatch({ type: 'updateLayer', id: selectedId, patch, gesture });
  const onSelectLayer = useCallback((id: string) => dispatch({ type: 'selectLayer', id }), [dispatch]);
  const onAddText = () => dispatch({ type: 'addText', id: newLayerId(), text: t('layers.newText') });
  const onSelect = useCallback((index: number) => dispatch({ type: 'select', index }), [dispatch]);
  const onRemove = useCallback((id: string) => dispatch({ type: 'removeImage', id }), [dispatch]);
  const onStep = useCallback((delta: 1 | -1) => dispatch({ type: 'step', delta }), [dispatch]);
  const onQuick = (corner: QuickPosition) => dispatch({ type: 'quickPlace', corner });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        {hasWork && (
          <ClearAll
            imageCount={n}
            onConfirm={() => {
              clearAll();
              slots.onReset?.();
              toast.success(t('clear.done'));
            }}
          />
        )}
      </header>
      {stored.offer && (
        <RestorePrompt work={stored.offer} onRestore={stored.restore} onDiscard={stored.discard} />
      )}
      <UploadInput zone={photoZone} testId="photo-input" />
      <UploadInput zone={logoZone} testId="logo-input" />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          {n === 0 && (
            <UploadArea
              zone={photoZone}
              title={t('upload.photosTitle')}
              hint={t('upload.photosHint')}
              dropText={t('upload.dropHere')}
              icon={<PhotosIcon className="size-6" />}
            />
          )}
          <UploadError zone={photoZone} />
          <ImagesPanel
            images={state.images}
            currentIndex={state.currentIndex}
            store={thumbs}
            onSelect={onSelect}
            onRemove={onRemove}
            onStep={onStep}
            onUploadMore={photoZone.open}
            uploadMoreRef={uploadMoreRef}
            // A drop target only: its buttons are the keyboard controls, so it takes no tab stop.
            rootProps={n > 0 ? photoZone.getRootProps({ role: 'region', tabIndex: undefined }) : {}}
          />
          {!logo && (
            <UploadArea
              zone={logoZone}
              title={t('upload.logoTitle')}
              hint={t('upload.logoHint')}
              dropText={t('upload.dropLogoHere')}
              icon={<LogoIcon className="size-6" />}
              compact
            />
          )}
          <UploadError zone={logoZone} />
          {logo && logoId && (
            <LogoCard
              focusRef={logoCardRef}
              logo={logo}
              enlargement={enlargement}
              onRemove={() => dispatch({ type: 'removeLayer', id: logoId })}
            />
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          {image ? (
            <div className={card}>
              <EditorCanvas
                image={image}
                neighbours={neighbours}
                index={state.currentIndex}
                total={n}
                previews={previews}
                state={state}
                boxOf={boxOf}
                settings={settings}
                onChange={onChange}
                onSelectLayer={onSelectLayer}
                onStep={onStep}
                onUploadLogo={logoZone.open}
                onAddText={onAddText}
              />
              <p className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-center text-xs text-slate-600">
                <kbd
                  aria-hidden
                  className="rounded border border-slate-300 bg-white px-1.5 font-sans text-[10px] text-slate-500 shadow-sm"
                >
                  ←↑↓→
                </kbd>
                {/* Its own element, so the hint's text is exactly the spec's, without the key glyphs. */}
                <span>{t('canvas.hint')}</span>
              </p>
            </div>
          ) : state.layers.length > 0 ? (
            <LogoProjectCard onAddImages={photoZone.open} />
          ) : (
            // The canvas before any photo: covered by the spec's "No Logo Uploaded", as with a photo.
            <div className={`${card} relative min-h-80 overflow-hidden`}>
              <NoLogoPrompt onUploadLogo={logoZone.open} onAddText={onAddText}>
                <div className="mt-3 flex flex-col items-center gap-1 border-t border-white/20 pt-3">
                  <p className="font-medium text-slate-100">{t('canvas.emptyTitle')}</p>
                  <p className="max-w-sm text-xs text-slate-200">{t('canvas.emptyHint')}</p>
                </div>
              </NoLogoPrompt>
            </div>
          )}
          <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="grid grid-cols-1 gap-4">
              <LayersPanel
                layers={state.layers}
                selectedId={selectedId}
                onSelect={onSelectLayer}
                onMove={(id, index) => dispatch({ type: 'moveLayer', id, index })}
                onVisible={(id, visible) => dispatch({ type: 'updateLayer', id, patch: { visible } })}
                onDelete={(id) => dispatch({ type: 'removeLayer', id })}
                onAddText={onAddText}
                onAddImage={logoZone.open}
                history={history}
              />
              {slots.renderPresets?.(store)}
              {layer?.kind === 'text' && (
                <TextSettingsPanel
                  layer={layer}
                  onText={(text) => onLayer({ text }, `text:${layer.id}`)}
                  onStyle={(patch) => onLayer({ style: { ...layer.style, ...patch } })}
                />
              )}
              <LogoSettingsPanel
                settings={settings}
                layer={layer}
                onLayer={onLayer}
                imageCount={n}
                onChange={onChange}
                onQuick={onQuick}
                onApplyAll={() => dispatch({ type: 'applyToAll' })}
                onRemoveLogo={() => selectedId && dispatch({ type: 'removeLayer', id: selectedId })}
              />
            </div>
            <ExportOptionsPanel batch={batch} slots={slots} onWorkSaved={markSaved} output={output} />
          </div>
        </div>
      </div>
    </section>
  );
}
