import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EMAIL_PATTERN } from '#shared/schemas/email';
import { updateMeSchema } from '#shared/schemas/me';
import { setMe, type AppUser } from '#client/lib/me';
import { Alert } from '#client/ui/alert/Alert';
import { TextField } from '#client/ui/form/TextField';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { buttonClass } from '#client/ui/Button';
import { Modal } from '#client/ui/modal/Modal';
import { toast } from '#client/ui/toast';
import { requestEmailChange } from '../api/change-email';
import { updateProfile } from '../api/update-profile';

// The name as PATCH /api/me takes it; the email as the spec's simple pattern, compared lower-cased.
const profileSchema = z.object({
  name: updateMeSchema.shape.name.unwrap(),
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN),
});
type Profile = z.input<typeof profileSchema>;

/** Saves the name at once; a new email is confirmed by a link to that address before it applies. */
export function EditProfileModal({ user, onClose }: { user: AppUser; onClose: () => void }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Profile, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.fullName || user.name, email: user.email },
  });
  const save = useMutation({
    mutationFn: async ({ name, email }: Profile) => {
      if (name !== user.fullName) setMe(qc, await updateProfile({ name }));
      const emailChanged = email !== user.email.toLowerCase();
      if (emailChanged) await requestEmailChange(email);
      return emailChanged ? email : null;
    },
    onSuccess: (pendingEmail) => {
      toast.success(t('editProfile.success'));
      if (pendingEmail) toast.info(t('editProfile.emailPending', { email: pendingEmail }));
      onClose();
    },
    onError: () => setError(t('editProfile.failure')),
  });
  const submit = form.handleSubmit(
    (profile) => {
      setError(null);
      save.mutate(profile);
    },
    (errors) => setError(t(errors.name ? 'editProfile.nameRequired' : 'editProfile.emailRequired')),
  );
  const busy = save.isPending;

  return (
    <Modal
      title={t('editProfile.title')}
      onClose={onClose}
      closeLabel={t('editProfile.close')}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass('quiet', 'sm')}>
            {t('editProfile.cancel')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('editProfile.saving')} form="edit-profile-form">
            {t('editProfile.save')}
          </SubmitButton>
        </>
      }
    >
      <form
        id="edit-profile-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4"
      >
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('editProfile.name')}
          autoComplete="name"
          maxLength={100}
          {...form.register('name')}
        />
        <div>
          <TextField
            label={t('editProfile.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...form.register('email')}
          />
          <p className="mt-1.5 text-xs text-slate-500">{t('editProfile.emailNote')}</p>
        </div>
      </form>
    </Modal>
  );
}
