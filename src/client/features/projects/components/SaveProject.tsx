import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Batch } from '#client/lib/batch';
import { useSession } from '#client/lib/session';
import { useProjects } from '../api/list-projects';
import { SaveProjectModal, type OpenProject } from './SaveProjectModal';
import { buttonClass } from '#client/ui/Button';
import { PLANS } from '#shared/plans';
import { projectPhotoRule } from '#shared/schemas/projects';

export type { OpenProject };

interface SaveProjectProps {
  batch: Batch;
  /** The project loaded from the list, if any: saving updates it. */
  openProject: OpenProject | null;
  onSaved?: (project: OpenProject) => void;
  /** The work as stored: the editor no longer counts it as unsaved. */
  onWorkSaved?: (saved: Batch) => void;
}

/** The Save Project button of the editor's Export Options panel, with its modal; visitors go to /auth. */
export function SaveProject({ batch, openProject, onSaved, onWorkSaved }: SaveProjectProps) {
  const { t } = useTranslation('projects');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      {openProject && (
        <p className="truncate text-center text-xs text-slate-500" title={openProject.name}>
          {t('openProject', { name: openProject.name })}
        </p>
      )}
      <button
        type="button"
        disabled={session.status === 'loading'}
        // Saving needs an account: visitors are sent to sign in (the usage block says why).
        onClick={() => (session.status === 'signedOut' ? void navigate('/auth') : setOpen(true))}
        className={buttonClass('secondary', 'md', 'w-full')}
      >
        {t('save.open')}
      </button>
      {open && (
        <SaveWithList
          batch={batch}
          openProject={openProject}
          onSaved={onSaved}
          onWorkSaved={onWorkSaved}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The list is asked for only once the modal opens: the names tell a replace from a new project. */
function SaveWithList(props: SaveProjectProps & { onClose: () => void }) {
  const { query } = useProjects();
  const session = useSession();
  // The plan the server holds decides again on save; this only prepares the photos to match it.
  const tier = session.user?.tier ?? 'lite';
  return (
    <SaveProjectModal
      {...props}
      savedProjects={query.data?.projects}
      photoRule={projectPhotoRule(PLANS[tier])}
    />
  );
}
