import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';

/** Editing works offline (photos never leave the browser), but saving and downloading gated by the server do not: say so. */
export function useConnectivityToasts() {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => toast.warning(t('connectivity.offline'));
    const online = () => toast.success(t('connectivity.online'));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
