import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProject } from '../api/delete-project';
import { errorText } from '../../../i18n/error-text';
import { Dialog } from './Dialog';

interface Props {
  project: { id: string; name: string };
  onClose: () => void;
}

/** "Are you sure...?" as a real dialog (not window.confirm), so it is translated and testable. */
export function DeleteProjectDialog({ project, onClose }: Props) {
  const { t } = useTranslation('projects');
  const ids = { title: useId(), body: useId() };
  const del = useDeleteProject();
  const error = del.error ? errorText(del.error, { fallback: t('errors.deleteFailed') }) : null;
  const busy = del.isPending;
  const confirm = () => del.mutate(project.id, { onSuccess: onClose });

  return (
    <Dialog
      open
      role="alertdialog"
      onRequestClose={() => !busy && onClose()}
      labelledBy={ids.title}
      describedBy={ids.body}
    >
      <h2 id={ids.title} className="text-lg font-semibold">
        {t('confirm.title')}
      </h2>
      <p className="mt-1 text-sm font-medium text-slate-800">{project.name}</p>
      <p id={ids.body} className="mt-3 text-sm text-slate-600">
        {t('confirm.body')}
      </p>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={onClose}
          disabled={busy}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t('confirm.cancel')}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={busy}
          className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60"
        >
          {busy ? t('confirm.deleting') : t('confirm.delete')}
        </button>
      </div>
    </Dialog>
  );
}
