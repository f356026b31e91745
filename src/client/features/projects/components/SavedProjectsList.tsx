import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProjects } from '../api/list-projects';
import { errorText } from '#client/i18n/error-text';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectCard } from './ProjectCard';
import { cardClass, cardHeadingClass } from '#client/ui/Card';
import { Alert } from '#client/ui/alert/Alert';

/** The account screen's Saved Projects: load into the editor, delete with confirmation. */
export function SavedProjectsList() {
  const { t } = useTranslation('projects');
  const titleId = useId();
  const navigate = useNavigate();
  const { query, session } = useProjects();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // Emptied on a failed load and for signed-out users: a stale list would offer projects that cannot open.
  const projects = session.status === 'signedIn' && !query.isError ? (query.data?.projects ?? []) : [];
  const max = query.data?.max_projects ?? null;

  return (
    <section aria-labelledby={titleId} className={cardClass('plain', 'p-6')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className={cardHeadingClass('title')}>
          {t('list.title')}
        </h2>
        {max !== null && !query.isError && (
          <p
            className={`text-sm ${projects.length >= max ? 'font-medium text-amber-700' : 'text-slate-600'}`}
          >
            {t('list.used', { used: projects.length, max })}
          </p>
        )}
      </div>
      {max !== null && projects.length >= max && (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('errors.limit')}{' '}
          <Link to="/pricing" className="font-semibold underline">
            {t('errors.upgrade')}
          </Link>
        </p>
      )}
      {query.isError && (
        <Alert tone="error" size="sm" className="mt-3">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span>{errorText(query.error, { fallback: t('errors.listFailed') })}</span>
            <button
              type="button"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              className="rounded-md border border-red-300 bg-white px-3 py-1 font-semibold text-red-800 hover:bg-red-100"
            >
              {t('list.tryAgain')}
            </button>
          </span>
        </Alert>
      )}
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <p role="status" className="mt-4 text-sm text-slate-500">
          {t('list.loading')}
        </p>
      ) : projects.length === 0 && !query.isError ? (
        <p className="mt-4 text-sm text-slate-600">
          {t('list.empty')}{' '}
          <Link to="/editor" className="font-semibold text-brand-700 underline">
            {t('list.openEditor')}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {projects.map((p) => (
            <ProjectCard
              key={p.id}
              project={p}
              onLoad={() => void navigate(`/editor?project=${encodeURIComponent(p.id)}`)}
              onDelete={() => setDeleting({ id: p.id, name: p.name })}
            />
          ))}
        </ul>
      )}
      {deleting && <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
