import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/TextField';
import { requestPasswordReset } from '../api/password-reset';
import { EMAIL_PATTERN, authErrorMessage } from '../errors';

/** Asks for a reset link; says the same thing whether or not the email has an account. */
export function ForgotPasswordForm({
  onError,
  onSent,
}: {
  onError: (m: string | null) => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) return onError(t('validation.emailInvalid'));
    onError(null);
    setBusy(true);
    try {
      await requestPasswordReset(value);
      onSent(value);
    } catch (err) {
      onError(authErrorMessage(err, t, 'errors.errorOccurred'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t('working') : t('sendResetLink')}
      </button>
    </form>
  );
}
