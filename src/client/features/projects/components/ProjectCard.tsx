import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '#shared/schemas/projects';
import { buttonClass } from '#client/ui/Button';
import { NameLine } from '#client/ui/NameLine';

interface Props {
  project: ProjectDto;
  onLoad: () => void;
  onDelete: () => void;
}

export function ProjectCard({ project, onLoad, onDelete }: Props) {
  const { t, i18n } = useTranslation('projects');
  // The buttons are named by their plain word (Load, Delete) and described by the project's name.
  const nameId = useId();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const actions = [
    { label: t('list.load'), onClick: onLoad, variant: 'primary' },
    { label: t('list.delete'), onClick: onDelete, variant: 'danger' },
  ] as const;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img
          src={project.thumbnail_url}
          alt={t('list.thumbnail', { name: project.name })}
          loading="lazy"
          decoding="async"
          className={`size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-100 ${project.image_count ? 'object-cover' : 'object-contain p-1'}`}
        />
        <div className="min-w-0">
          <NameLine as="h3" id={nameId} className="font-semibold text-slate-900" title={project.name}>
            {project.name}
          </NameLine>
          <p className="text-sm text-slate-600">
            {project.image_count ? t('list.images', { count: project.image_count }) : t('list.logoOnly')}
          </p>
          <p className="text-xs text-slate-500">
            <span>{t('list.created', { date: date(project.created_at) })}</span>
            <span aria-hidden> · </span>
            <span>{t('list.updated', { date: date(project.updated_at) })}</span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {actions.map(({ label, onClick, variant }) => (
          <button
            key={variant}
            type="button"
            onClick={onClick}
            aria-describedby={nameId}
            className={buttonClass(variant, 'sm', 'flex-1 sm:flex-none')}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}
