// Asked when a batch is larger than what is left of today's quota but something is left
// (issue 10 item 7): export the first photos that fit, upgrade, or stop.
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../Button';
import { Modal } from '../modal/Modal';

export interface QuotaOfferProps {
  remaining: number;
  limit: number;
  onExport: () => void;
  onUpgrade: () => void;
  onClose: () => void;
}

export function QuotaOffer({ remaining, limit, onExport, onUpgrade, onClose }: QuotaOfferProps) {
  const { t } = useTranslation('account');
  return (
    <Modal
      title={t('gate.partial.title')}
      closeLabel={t('gate.partial.close')}
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass('ghost')}>
            {t('gate.partial.cancel')}
          </button>
          <button type="button" onClick={onUpgrade} className={buttonClass('secondary')}>
            {t('gate.partial.upgrade')}
          </button>
          <button type="button" onClick={onExport} className={buttonClass('primary')} autoFocus>
            {t('gate.partial.export', { count: remaining })}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{t('gate.partial.body', { count: remaining, limit })}</p>
    </Modal>
  );
}
