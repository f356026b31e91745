import { useTranslation } from 'react-i18next';
import type { EditorProject } from '../hooks/useEditorProject';
import { Alert } from '#client/ui/alert/Alert';

/** A line above the editor while a saved project loads, or why it could not. */
export function ProjectLoadStatus({ state }: { state: EditorProject }) {
  const { t } = useTranslation('projects');
  if (state.loading) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
      >
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
        />
        {t('list.loadingProject')}
      </p>
    );
  }
  if (state.error) {
    return (
      <Alert tone="error" size="sm">
        {state.error}
      </Alert>
    );
  }
  if (state.openProject) {
    return (
      <p className="truncate text-sm text-slate-600">{t('openProject', { name: state.openProject.name })}</p>
    );
  }
  return null;
}
