import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '#client/i18n/error-text';
import { TextField } from '#client/ui/form/TextField';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { requestPasswordReset } from '../api/password-reset';
import { AUTH_ERROR_TEXT, forgotSchema } from '../schemas';

/** Asks for a reset link; says the same thing whether or not the email has an account. */
export function ForgotPasswordForm({
  onError,
  onSent,
}: {
  onError: (m: string | null) => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const send = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email).then(() => email),
    onSuccess: onSent,
    onError: (err) => onError(errorText(err, { ...AUTH_ERROR_TEXT, fallback: t('errors.errorOccurred') })),
  });
  const submit = form.handleSubmit(
    ({ email }) => {
      onError(null);
      send.mutate(email);
    },
    (errors) => onError(t(errors.email?.message ?? 'validation.emailInvalid')),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <TextField label={t('email')} type="email" autoComplete="email" dir="ltr" {...form.register('email')} />
      <SubmitButton busy={send.isPending} busyLabel={t('working')}>
        {t('sendResetLink')}
      </SubmitButton>
    </form>
  );
}
