import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, msToUtcMidnight } from './countdown';

const TICK_MS = 60_000; // spec: the countdown updates every 60 seconds

/** "5h 23m", "23m" or "0m" until the daily reset, refreshed every minute. */
export function useResetCountdown(): string {
  const { t } = useTranslation('account');
  const [msLeft, setMsLeft] = useState(() => msToUtcMidnight());
  useEffect(() => {
    const timer = setInterval(() => setMsLeft(msToUtcMidnight()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const { key, h, m } = countdownParts(msLeft);
  return t(key, { h, m });
}
