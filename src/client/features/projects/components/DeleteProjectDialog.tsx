import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProject } from '../api/delete-project';
import { errorText } from '#client/i18n/error-text';
import { Dialog } from '#client/ui/modal/Modal';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';

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
        <Alert tone="error" size="sm" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={onClose}
          disabled={busy}
          className={buttonClass('secondary', 'sm')}
        >
          {t('confirm.cancel')}
        </button>
        <button type="button" onClick={confirm} disabled={busy} className={buttonClass('dangerSolid', 'sm')}>
          {busy ? t('confirm.deleting') : t('confirm.delete')}
        </button>
      </div>
    </Dialog>
  );
}
