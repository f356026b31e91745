import { useTranslation } from 'react-i18next';
import type { ApiKeyDto } from '#shared/schemas/api-keys';
import { errorText } from '#client/i18n/error-text';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';
import { Modal } from '#client/ui/modal/Modal';
import { toast } from '#client/ui/toast';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** "Revoke key" asked once more: scripts using the key stop at once, and it cannot be undone. */
export function RevokeApiKeyModal({
  apiKey,
  onRevoked,
  onClose,
}: {
  apiKey: ApiKeyDto;
  onRevoked: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  const revoke = useRevokeApiKey();
  const busy = revoke.isPending;
  const close = () => !busy && onClose();
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast.success(t('revoke.done', { name: apiKey.name }));
        onRevoked();
        onClose();
      },
    });

  return (
    <Modal
      title={t('revoke.title')}
      onClose={close}
      closeLabel={t('revoke.close')}
      footer={
        <>
          <button type="button" autoFocus onClick={close} className={buttonClass('secondary', 'sm')}>
            {t('revoke.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className={buttonClass('dangerSolid', 'sm')}
          >
            {busy ? t('revoke.revoking') : t('revoke.confirm')}
          </button>
        </>
      }
    >
      <p className="text-slate-700">{t('revoke.body', { name: apiKey.name, prefix: apiKey.prefix })}</p>
      {revoke.isError && (
        <Alert tone="error" size="sm" className="mt-4">
          {errorText(revoke.error, { fallback: t('revoke.failed') })}
        </Alert>
      )}
    </Modal>
  );
}
