import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectToLoad } from '#client/lib/batch';
import { useSession } from '#client/lib/session';
import { useProjectToLoad } from '../api/get-project';
import { codeText, errorText } from '#client/i18n/error-text';
import type { OpenProject } from '../components/SaveProjectModal';

export interface EditorProject {
  /** Handed to the editor once its files are here; the editor resets and rebuilds from it. */
  projectToLoad: ProjectToLoad | null;
  loading: boolean;
  /** The translated load failure, if any. */
  error: string | null;
  /** The project that saving updates (loaded from the list, or last saved as new). */
  openProject: OpenProject | null;
  setOpenProject: (p: OpenProject | null) => void;
}

/** /editor?project=ID: loads the saved project (its files too) for the editor. */
export function useEditorProject(): EditorProject {
  const { t } = useTranslation('projects');
  const [params] = useSearchParams();
  const id = params.get('project');
  const session = useSession();
  const query = useProjectToLoad(id, session.status === 'signedIn');
  const [openProject, setOpenProject] = useState<OpenProject | null>(null);
  // Projects are private, so loading needs a signed-in user: a visitor with a project link is told so.
  const error =
    id && session.status === 'signedOut'
      ? codeText('unauthorized')
      : query.isError
        ? errorText(query.error, { fallback: t('errors.loadFailed') })
        : null;
  const loaded = query.data ?? null;

  useEffect(() => {
    if (loaded) setOpenProject({ id: loaded.id, name: loaded.name });
  }, [loaded]);

  return {
    projectToLoad: loaded,
    loading: !!id && (query.isLoading || session.status === 'loading'),
    error,
    openProject,
    setOpenProject,
  };
}
