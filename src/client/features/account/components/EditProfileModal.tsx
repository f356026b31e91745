import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setMe, type AppUser } from '../../../lib/me';
import { Alert } from '../../../ui/alert/Alert';
import { TextField } from '../../../ui/form/TextField';
import { Modal } from '../../../ui/modal/Modal';
import { toast } from '../../../ui/toast';
import { requestEmailChange } from '../api/change-email';
import { updateProfile } from '../api/update-profile';
import { EMAIL_PATTERN as EMAIL } from '../../../../shared/schemas/email';

/** Saves the name at once; a new email is confirmed by a link to that address before it applies. */
export function EditProfileModal({ user, onClose }: { user: AppUser; onClose: () => void }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [name, setName] = useState(user.fullName || user.name);
  const [email, setEmail] = useState(user.email);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const newName = name.trim();
    const newEmail = email.trim().toLowerCase();
    if (!newName) return setError(t('editProfile.nameRequired'));
    if (!EMAIL.test(newEmail)) return setError(t('editProfile.emailRequired'));
    setError(null);
    setBusy(true);
    try {
      if (newName !== user.fullName) setMe(qc, await updateProfile({ name: newName }));
      const emailChanged = newEmail !== user.email.toLowerCase();
      if (emailChanged) await requestEmailChange(newEmail);
      toast.success(t('editProfile.success'));
      if (emailChanged) toast.info(t('editProfile.emailPending', { email: newEmail }));
      onClose();
    } catch {
      setError(t('editProfile.failure'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('editProfile.title')}
      onClose={onClose}
      closeLabel={t('editProfile.close')}
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t('editProfile.cancel')}
          </button>
          <button
            type="submit"
            form="edit-profile-form"
            disabled={busy}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? t('editProfile.saving') : t('editProfile.save')}
          </button>
        </>
      }
    >
      <form id="edit-profile-form" noValidate onSubmit={(e) => void save(e)} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('editProfile.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={100}
        />
        <div>
          <TextField
            label={t('editProfile.email')}
            type="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
          />
          <p className="mt-1.5 text-xs text-slate-500">{t('editProfile.emailNote')}</p>
        </div>
      </form>
    </Modal>
  );
}
