import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '#client/i18n/error-text';
import { firstError } from '#client/ui/form/first-error';
import { TextField } from '#client/ui/form/TextField';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { signInEmail } from '../api/sign-in';
import { signUpEmail } from '../api/sign-up';
import { PasswordField } from './PasswordField';
import { AUTH_ERROR_TEXT, credentialsSchema, type Credentials } from '../schemas';

export type CredentialsMode = 'signIn' | 'register';

interface Props {
  mode: CredentialsMode;
  /** A session now exists. */
  onSignedIn: () => void;
  /** Registered, but the email must be confirmed first. */
  onConfirmationPending: () => void;
  onError: (message: string | null) => void;
  onForgot: () => void;
}

const FIELDS = ['name', 'email', 'password'] as const;

/** Sign-in and register share one form: register adds the full name. */
export function CredentialsForm({ mode, onSignedIn, onConfirmationPending, onError, onForgot }: Props) {
  const { t, i18n } = useTranslation('auth');
  const register = mode === 'register';
  const form = useForm<Credentials, unknown, Credentials>({
    resolver: zodResolver(credentialsSchema(register)),
    defaultValues: { name: '', email: '', password: '' },
  });
  const send = useMutation({
    mutationFn: async ({ name, email, password }: Credentials) => {
      if (!register) return signInEmail(email, password).then(() => true);
      const res = await signUpEmail({ name, email, password, language: i18n.language });
      return Boolean(res.token);
    },
    onSuccess: (signedIn) => (signedIn ? onSignedIn() : onConfirmationPending()),
    onError: (err) => {
      const fallback = t(register ? 'errors.registrationFailed' : 'errors.loginFailed');
      onError(errorText(err, { ...AUTH_ERROR_TEXT, fallback }));
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      onError(null);
      send.mutate(values);
    },
    (errors) => onError(t(firstError(errors, FIELDS)?.message ?? 'errors.errorOccurred')),
  );
  const invalid = (field: (typeof FIELDS)[number]) => Boolean(form.formState.errors[field]) || undefined;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {register && (
        <TextField
          label={t('fullName')}
          autoComplete="name"
          aria-invalid={invalid('name')}
          maxLength={100}
          {...form.register('name')}
        />
      )}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        aria-invalid={invalid('email')}
        {...form.register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete={register ? 'new-password' : 'current-password'}
        aria-invalid={invalid('password')}
        trailing={
          !register && (
            <button
              type="button"
              onClick={onForgot}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('forgotLink')}
            </button>
          )
        }
        {...form.register('password')}
      />
      <SubmitButton busy={send.isPending} busyLabel={t('working')} className="mt-1">
        {register ? t('registerButton') : t('signInButton')}
      </SubmitButton>
    </form>
  );
}
