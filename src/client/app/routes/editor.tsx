// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PLANS } from '#shared/plans';
import { EditorPage } from '#client/features/editor/EditorPage';
import { ExportUsage } from '#client/features/account/components/ExportUsage';
import { DownloadAll, type BeforeExport } from '#client/features/export';
import { ProjectLoadStatus, SaveProject, useEditorProject } from '#client/features/projects';
import { PresetsPanel } from '#client/features/presets';
import { hasWatermark, useDownloadGate } from '#client/lib/download-gate';
import { useSession } from '#client/lib/session';
import { useAccountExportSettings } from '#client/lib/export-settings';

export default function EditorRoute() {
  // /editor?project=ID loads a saved project; saving then updates it ("Save as new" creates another).
  const project = useEditorProject();
  const { gate, dialog: quotaOffer } = useDownloadGate();
  // Sign-in, logo and quota (reserved on the server, settled with what was delivered) before
  // anything is composed.
  const beforeExport = useCallback<BeforeExport>(
    async (count, batch) => {
      const r = await gate({ imageCount: count, hasLogo: hasWatermark(batch) });
      return r.ok && { count: r.count, settle: r.settle };
    },
    [gate],
  );
  // Accepted photo types follow the tier the server computed (/api/me): pro and ultra add WEBP.
  const session = useSession();
  // After Clear All, saving must not overwrite the project that was open (decision 061).
  const [, setParams] = useSearchParams();
  const onReset = useCallback(() => {
    project.setOpenProject(null);
    setParams({}, { replace: true });
  }, [project, setParams]);
  const tier = session.status === 'signedIn' ? session.user.tier : 'lite';
  // Signed in, the output settings follow the account (decision 191).
  useAccountExportSettings(session.status === 'signedIn' ? session.user.id : null);
  return (
    <>
      {(project.loading || project.error) && (
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <ProjectLoadStatus state={project} />
        </div>
      )}
      <EditorPage
        photoExtensions={PLANS[tier].photoExtensions}
        projectToLoad={project.projectToLoad}
        projectPending={project.loading}
        onReset={onReset}
        // Accounts: daily usage, tier, bar, warnings; sign-in prompts for visitors.
        renderUsage={(batch) => <ExportUsage imageCount={batch.images.length} />}
        renderDownload={(batch) => <DownloadAll batch={batch} beforeExport={beforeExport} />}
        renderSave={(batch, onWorkSaved) => (
          <SaveProject
            batch={batch}
            openProject={project.openProject}
            onSaved={project.setOpenProject}
            onWorkSaved={onWorkSaved}
          />
        )}
        // "Save as preset" and "Presets" read and replace the editor's layers (one undoable step).
        renderPresets={(access) => (
          <PresetsPanel
            getWatermark={() => access.getWatermark().watermark}
            applyWatermark={(w) => access.applyWatermark(w)}
          />
        )}
      />
      {quotaOffer}
    </>
  );
}
