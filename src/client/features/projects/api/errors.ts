import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

type T = TFunction<'projects'>;

/** The server's stable codes in the user's language; anything else gets the spec's fallback. */
export function projectErrorMessage(
  t: T,
  error: unknown,
  fallback: 'saveFailed' | 'loadFailed' | 'deleteFailed' | 'listFailed',
): string {
  if (!(error instanceof ApiError)) return t(`errors.${fallback}`);
  const d = (error.details ?? {}) as { name?: string; problem?: string; item?: string };
  switch (error.code) {
    case 'project_limit':
      return t('errors.limit');
    case 'project_not_found':
      return t('errors.notFound');
    case 'unauthorized':
      return t('errors.signedOut');
    case 'project_name_required':
      return t('errors.nameRequired');
    case 'project_name_too_long':
      return t('errors.nameTooLong');
    case 'project_logo_required':
      return t('errors.noLogo');
    case 'too_many_images':
      return t('errors.tooMany');
    case 'file_too_large':
      return t('errors.tooLarge', { name: d.name ?? '' });
    case 'payload_too_large':
      return t('errors.payloadTooLarge');
    case 'invalid_image_type':
      return t('errors.badPhoto', { name: d.name ?? '' });
    case 'invalid_image':
      return t('errors.unreadablePhoto', { name: d.name ?? '' });
    case 'load_data':
      return t('errors.loadData');
    case 'invalid_logo_type':
      return t('errors.badLogo');
    case 'unsafe_svg':
      return t(`errors.svg.${d.problem ?? 'not_svg'}`, { item: d.item ?? '', defaultValue: error.message });
    default:
      return t(`errors.${fallback}`);
  }
}
