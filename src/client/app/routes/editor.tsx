// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { useCallback } from 'react';
import { EditorPage } from '../../features/editor/EditorPage';
import { DownloadAll, type BeforeExport } from '../../features/export';
import { ProjectLoadStatus, SaveProject, useEditorProject } from '../../features/projects';
import { useDownloadGate } from '../../lib/download-gate';

export default function EditorRoute() {
  // /editor?project=ID loads a saved project; saving then updates it ("Save as new" creates another).
  const project = useEditorProject();
  const gate = useDownloadGate();
  // Sign-in, logo and quota (reserved on the server) before anything is composed.
  const beforeExport = useCallback<BeforeExport>(
    async (count, batch) => (await gate({ imageCount: count, hasLogo: !!batch.logo })).ok,
    [gate],
  );
  return (
    <>
      {(project.loading || project.error) && (
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <ProjectLoadStatus state={project} />
        </div>
      )}
      <EditorPage
        projectToLoad={project.projectToLoad}
        renderDownload={(batch) => <DownloadAll batch={batch} beforeExport={beforeExport} />}
        renderSave={(batch) => (
          <SaveProject batch={batch} openProject={project.openProject} onSaved={project.setOpenProject} />
        )}
      />
    </>
  );
}
