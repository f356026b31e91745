import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Batch } from '#client/lib/batch';
import { PLANS } from '#shared/plans';
import {
  PROJECT_NAME_MAX,
  projectNameSchema,
  projectPhotoRule,
  type ProjectPhotoRule,
} from '#shared/schemas/projects';
import { codeText, errorText } from '#client/i18n/error-text';
import { TextField } from '#client/ui/form/TextField';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { buttonClass } from '#client/ui/Button';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { NoLogoError, buildUpload, hasWatermark } from '../lib/build-upload';
import { saveTarget, type NamedProject } from '../lib/save-target';
import { Dialog } from '#client/ui/modal/Modal';
import { ReplaceConfirm, SavedView } from './SaveOutcome';
import { WithImagesField } from './WithImagesField';

export interface OpenProject {
  id: string;
  name: string;
}

export const SAVED_VIEW_MS = 2000;

interface Props {
  batch: Batch;
  openProject: OpenProject | null;
  /** The user's saved projects as last listed: a name already used asks before replacing it. */
  savedProjects?: readonly NamedProject[];
  onSaved?: (project: OpenProject) => void;
  /** The work as stored (no photos when they were left out): the editor stops counting it as unsaved. */
  onWorkSaved?: (saved: Batch) => void;
  onClose: () => void;
  /** How the user's plan keeps photos (full size or reduced); Lite's when absent. */
  photoRule?: ProjectPhotoRule;
}

type Phase =
  | { kind: 'form' }
  | { kind: 'confirm'; existing: NamedProject }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved'; name: string };
type Write = { kind: 'update'; id: string } | { kind: 'create' };

export function SaveProjectModal({
  batch,
  openProject,
  savedProjects = [],
  onSaved,
  onWorkSaved,
  onClose,
  photoRule = projectPhotoRule(PLANS.lite),
}: Props) {
  const { t } = useTranslation('projects');
  const ids = {
    title: useId(),
    error: useId(),
    summary: useId(),
  };
  const [name, setName] = useState(openProject?.name ?? '');
  const [withImages, setWithImages] = useState(true);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateProject();
  const update = useUpdateProject();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const saving = phase.kind === 'saving';
  const hasImages = batch.images.length > 0;
  const requestClose = () => {
    if (!saving) onClose();
  };

  async function save(write: Write) {
    if (!hasWatermark(batch)) return setError(codeText('project_logo_required'));
    // The server's own check of the name, worded by its code.
    const checked = projectNameSchema.safeParse(name);
    if (!checked.success) {
      const tooLong = checked.error.issues.some((i) => i.code === 'too_big');
      return setError(codeText(tooLong ? 'project_name_too_long' : 'project_name_required'));
    }
    const trimmed = checked.data;
    setError(null);
    setPhase({ kind: 'saving', done: 0, total: 0 });
    try {
      const upload = await buildUpload(batch, trimmed, withImages, {
        rule: photoRule,
        onProgress: (done, total) => setPhase({ kind: 'saving', done, total }),
      });
      const saved =
        write.kind === 'update'
          ? await update.mutateAsync({ id: write.id, ...upload })
          : await create.mutateAsync(upload);
      onSaved?.({ id: saved.id, name: saved.name });
      onWorkSaved?.(withImages ? batch : { ...batch, images: [] });
      setPhase({ kind: 'saved', name: saved.name });
      closeTimer.current = setTimeout(() => {
        setName('');
        setWithImages(true);
        setPhase({ kind: 'form' });
        onClose();
      }, SAVED_VIEW_MS);
    } catch (e) {
      setError(
        e instanceof NoLogoError
          ? codeText('project_logo_required')
          : errorText(e, { fallback: t('errors.saveFailed') }),
      );
      setPhase({ kind: 'form' });
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const target = saveTarget(name.trim(), openProject, savedProjects);
    if (target.kind === 'confirm' && hasWatermark(batch)) setPhase(target);
    else void save(target.kind === 'confirm' ? { kind: 'create' } : target);
  };
  const renamed = openProject !== null && name.trim() !== openProject.name;

  return (
    <Dialog
      open
      onRequestClose={requestClose}
      labelledBy={ids.title}
      describedBy={error ? ids.error : undefined}
    >
      {phase.kind === 'saved' ? (
        <SavedView titleId={ids.title} name={phase.name} />
      ) : phase.kind === 'confirm' ? (
        <ReplaceConfirm
          titleId={ids.title}
          existing={phase.existing}
          onReplace={() => void save({ kind: 'update', id: phase.existing.id })}
          onSaveAsNew={() => void save({ kind: 'create' })}
          onBack={() => setPhase({ kind: 'form' })}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <h2 id={ids.title} className="text-xl font-semibold">
            {openProject ? t('save.updateTitle', { name: openProject.name }) : t('save.title')}
          </h2>
          <fieldset disabled={saving} className="mt-4 space-y-4">
            <div>
              <TextField
                label={t('save.name')}
                value={name}
                maxLength={PROJECT_NAME_MAX}
                autoFocus
                autoComplete="off"
                placeholder={t('save.namePlaceholder')}
                aria-invalid={error === codeText('project_name_required') || undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  if (error) setError(null);
                }}
              />
              <p className="mt-1 text-end text-xs text-slate-500" aria-hidden>
                {t('save.nameCount', { count: name.length, max: PROJECT_NAME_MAX })}
              </p>
            </div>
            {hasImages && (
              <WithImagesField checked={withImages} onChange={setWithImages} fullSize={photoRule.fullSize} />
            )}
            <section aria-labelledby={ids.summary} className="rounded-lg bg-slate-50 p-3 text-sm">
              <h3 id={ids.summary} className="font-medium text-slate-700">
                {t('save.summary')}
              </h3>
              <ul className="mt-1 space-y-0.5 text-slate-600">
                <li>
                  {hasImages && !withImages
                    ? t('save.imagesNotSaved')
                    : t('save.images', { count: batch.images.length })}
                </li>
                <li className="truncate">
                  {batch.logo ? t('save.logo', { name: batch.logo.name }) : t('save.noLogoYet')}
                </li>
              </ul>
              {openProject && (
                <p className="mt-2 text-xs text-slate-500">
                  {renamed
                    ? t('save.savingAsNew', { name: name.trim(), open: openProject.name })
                    : t('save.updating')}
                </p>
              )}
            </section>
          </fieldset>
          {error && (
            <p
              id={ids.error}
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          {saving && (
            <p role="status" className="mt-3 text-sm text-slate-600">
              {phase.total > 0 && phase.done < phase.total
                ? t('save.preparing', { done: phase.done, total: phase.total })
                : t('save.uploading')}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={requestClose}
              disabled={saving}
              className={buttonClass('quiet', 'sm')}
            >
              {t('save.cancel')}
            </button>
            {openProject && (
              <button
                type="button"
                onClick={() => void save({ kind: 'create' })}
                disabled={saving}
                className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
              >
                {t('save.saveAsNew')}
              </button>
            )}
            <SubmitButton busy={saving} busyLabel={t('save.saving')}>
              {t('save.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
