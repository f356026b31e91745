import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setMe, type AppUser } from '#client/lib/me';
import { toast } from '#client/ui/toast';
import { revokeAllSessions } from '../api/revoke-sessions';
import { EditProfileModal } from './EditProfileModal';
import { Card } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';

/** Edit Profile, the billing engineer's "Billing Information" action (slot), and sign-out everywhere. */
export function AccountSettings({ user, billingAction }: { user: AppUser; billingAction?: ReactNode }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();

  async function signOutEverywhere() {
    try {
      await revokeAllSessions();
      setMe(qc, null);
      void navigate('/');
    } catch {
      toast.error(t('settings.signOutEverywhereFailed'));
    }
  }

  return (
    <Card title={t('settings.heading')} className="min-w-0 p-6">
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(true)}>
          {t('settings.editProfile')}
        </button>
        {billingAction}
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          title={t('settings.signOutEverywhereHint')}
          onClick={() => void signOutEverywhere()}
        >
          {t('settings.signOutEverywhere')}
        </button>
      </div>
      {editing && <EditProfileModal user={user} onClose={() => setEditing(false)} />}
    </Card>
  );
}
