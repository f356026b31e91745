import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The return-from-checkout banner stays 5 s: long enough to read, then out of the way. */
export const CHECKOUT_SUCCESS_MS = 5000;

/**
 * Back from checkout (?success=true): a banner for 5 s, then the query is removed from the URL
 * and the user refreshed. It is also refreshed while the banner shows, as the webhook may land late.
 */
export function CheckoutSuccessBanner() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const show = params.get('success') === 'true';

  useEffect(() => {
    if (!show) return;
    const refresh = () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['me'] }),
        qc.invalidateQueries({ queryKey: ['billing'] }),
      ]);
    void refresh();
    // The provider's webhook may land a moment after the redirect: look again while the banner shows.
    const poll = setInterval(() => void refresh(), 1500);
    const timer = setTimeout(() => {
      clearInterval(poll);
      setParams(
        (p) => {
          p.delete('success');
          return p;
        },
        { replace: true },
      );
      void refresh();
    }, CHECKOUT_SUCCESS_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(timer);
    };
  }, [show, qc, setParams]);

  if (!show) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-emerald-900"
    >
      <span
        aria-hidden
        className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-sm text-white"
      >
        ✓
      </span>
      <div>
        <p className="font-semibold">{t('success.title')}</p>
        <p className="text-sm">{t('success.body')}</p>
      </div>
    </div>
  );
}
