// "Start over" resets the whole editor: one button, confirmed first,
// since it throws away every photo, the logo and all placements that are not saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#client/ui/modal/Modal';
import { TrashIcon } from './icons';
import { buttonClass } from '#client/ui/Button';

export function ClearAll({ imageCount, onConfirm }: { imageCount: number; onConfirm: () => void }) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('danger', 'sm')}>
        <TrashIcon />
        {t('clear.button')}
      </button>
      {open && (
        <Modal
          title={t('clear.title')}
          closeLabel={t('clear.cancel')}
          onClose={() => setOpen(false)}
          footer={
            <>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className={buttonClass('secondary', 'sm')}
                autoFocus
              >
                {t('clear.cancel')}
              </button>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
                className={buttonClass('dangerSolid', 'sm')}
              >
                {t('clear.confirm')}
              </button>
            </>
          }
        >
          <p className="text-sm text-slate-600">{t('clear.body', { count: imageCount })}</p>
        </Modal>
      )}
    </>
  );
}
