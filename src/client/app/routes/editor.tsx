// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { EditorPage } from '../../features/editor/EditorPage';
import { ProjectLoadStatus, SaveProject, useEditorProject } from '../../features/projects';

export default function EditorRoute() {
  // /editor?project=ID loads a saved project; saving then updates it ("Save as new" creates another).
  const project = useEditorProject();
  return (
    <>
      {(project.loading || project.error) && (
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <ProjectLoadStatus state={project} />
        </div>
      )}
      <EditorPage
        projectToLoad={project.projectToLoad}
        renderSave={(batch) => (
          <SaveProject batch={batch} openProject={project.openProject} onSaved={project.setOpenProject} />
        )}
      />
    </>
  );
}
