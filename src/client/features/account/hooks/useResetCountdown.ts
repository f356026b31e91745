import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from './countdown';

const TICK_MS = 60_000; // spec: the countdown updates every 60 seconds

function msToMidnightUtc(now = new Date()) {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
}

/** "5h 23m", "23m" or "0m" until the daily reset, refreshed every minute. */
export function useResetCountdown(): string {
  const { t } = useTranslation('account');
  const [msLeft, setMsLeft] = useState(msToMidnightUtc);
  useEffect(() => {
    const timer = setInterval(() => setMsLeft(msToMidnightUtc()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const { key, h, m } = countdownParts(msLeft);
  return t(key, { h, m });
}
