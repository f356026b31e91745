import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/TextField';
import { signInEmail } from '../api/sign-in';
import { signUpEmail } from '../api/sign-up';
import { EMAIL_PATTERN, authErrorMessage } from '../errors';

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

/** Sign-in and register share one form: register adds the full name. */
export function CredentialsForm({ mode, onSignedIn, onConfirmationPending, onError, onForgot }: Props) {
  const { t, i18n } = useTranslation('auth');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<'name' | 'email' | 'password' | null>(null);
  const register = mode === 'register';

  function validate(): string | null {
    if (register && !name.trim()) return fail('name', 'validation.fullNameRequired');
    if (!email.trim() || !password)
      return fail(!email.trim() ? 'email' : 'password', 'validation.credentialsRequired');
    if (!EMAIL_PATTERN.test(email.trim())) return fail('email', 'validation.emailInvalid');
    if (register && password.length < 6) return fail('password', 'validation.passwordTooShort');
    setInvalid(null);
    return null;
  }
  function fail(field: 'name' | 'email' | 'password', key: string) {
    setInvalid(field);
    return t(key);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validate();
    onError(problem);
    if (problem) return;
    setBusy(true);
    try {
      if (register) {
        const res = await signUpEmail({
          name: name.trim(),
          email: email.trim(),
          password,
          language: i18n.language,
        });
        if (res.token) onSignedIn();
        else onConfirmationPending();
      } else {
        await signInEmail(email.trim(), password);
        onSignedIn();
      }
    } catch (err) {
      onError(authErrorMessage(err, t, register ? 'errors.registrationFailed' : 'errors.loginFailed'));
    } finally {
      setBusy(false);
    }
  }

  const reveal = { show: t('showPassword'), hide: t('hidePassword') };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {register && (
        <TextField
          label={t('fullName')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={invalid === 'name' || undefined}
          maxLength={100}
        />
      )}
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={invalid === 'email' || undefined}
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete={register ? 'new-password' : 'current-password'}
        dir="ltr"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid === 'password' || undefined}
        revealLabels={reveal}
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
      />
      <button
        type="submit"
        disabled={busy}
        className="mt-1 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t('working') : register ? t('registerButton') : t('signInButton')}
      </button>
    </form>
  );
}
