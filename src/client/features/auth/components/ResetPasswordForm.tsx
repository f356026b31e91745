import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/TextField';
import { resetPassword } from '../api/password-reset';
import { authErrorMessage } from '../errors';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 6) return onError(t('validation.passwordTooShort'));
    if (password !== confirm) return onError(t('validation.passwordsDiffer'));
    onError(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (err) {
      onError(authErrorMessage(err, t, 'errors.errorOccurred'));
    } finally {
      setBusy(false);
    }
  }

  const reveal = { show: t('showPassword'), hide: t('hidePassword') };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        revealLabels={reveal}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        revealLabels={reveal}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t('working') : t('savePassword')}
      </button>
    </form>
  );
}
