import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '#client/i18n/error-text';
import { firstError } from '#client/ui/form/first-error';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { resetPassword } from '../api/password-reset';
import { PasswordField } from './PasswordField';
import { AUTH_ERROR_TEXT, resetSchema } from '../schemas';

/** The emailed link lands here with its token: choose the new password twice. */
export function ResetPasswordForm({
  token,
  onError,
  onDone,
}: {
  token: string;
  onError: (m: string | null) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { password: '', confirm: '' } });
  const send = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: onDone,
    onError: (err) => onError(errorText(err, { ...AUTH_ERROR_TEXT, fallback: t('errors.errorOccurred') })),
  });
  const submit = form.handleSubmit(
    ({ password }) => {
      onError(null);
      send.mutate(password);
    },
    (errors) =>
      onError(t(firstError(errors, ['password', 'confirm'])?.message ?? 'validation.passwordsDiffer')),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <PasswordField label={t('newPassword')} autoComplete="new-password" {...form.register('password')} />
      <PasswordField label={t('confirmPassword')} autoComplete="new-password" {...form.register('confirm')} />
      <SubmitButton busy={send.isPending} busyLabel={t('working')}>
        {t('savePassword')}
      </SubmitButton>
    </form>
  );
}
