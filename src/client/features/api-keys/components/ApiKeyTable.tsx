import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiKeyDto, ApiKeyListDto } from '#shared/schemas/api-keys';
import { errorText } from '#client/i18n/error-text';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';
import { RevokeApiKeyModal } from './RevokeApiKeyModal';

const COLUMNS = ['name', 'key', 'created', 'lastUsed'] as const;
const HEAD = 'py-2 pe-4 text-start font-medium';
/** Columns shown from `sm` up; below, their values sit under the key's name (one row fits a phone). */
const WIDE_ONLY = new Set<string>(['key', 'created', 'lastUsed']);
const CELL = 'py-2.5 pe-4';

const KeyPrefix = ({ prefix }: { prefix: string }) => (
  <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 whitespace-nowrap text-slate-800">
    {prefix}…
  </code>
);

/** The live keys: name, first characters, created, last used, and Revoke (confirmed in a modal). */
export function ApiKeyTable({
  query,
  keys,
  onRevoked,
}: {
  query: UseQueryResult<ApiKeyListDto>;
  keys: ApiKeyDto[];
  onRevoked: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('apiKeys');
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (query.isError) {
    return (
      <Alert tone="error" size="sm" className="mt-4">
        {errorText(query.error, { fallback: t('list.failed') })}{' '}
        <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
          {t('list.retry')}
        </button>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-500">
        {t('list.loading')}
      </p>
    );
  }
  if (keys.length === 0) return <p className="mt-4 text-sm text-slate-600">{t('list.empty')}</p>;
  return (
    // relative: the sr-only texts (absolutely placed) stay inside the scroller, not widening the page.
    <div className="relative mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('list.label')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            {COLUMNS.map((key) => (
              <th
                key={key}
                scope="col"
                className={`${HEAD} ${WIDE_ONLY.has(key) ? 'hidden sm:table-cell' : ''}`}
              >
                {t(`list.${key}`)}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id} className="border-b border-slate-100 last:border-0">
              <th
                scope="row"
                className={`${CELL} min-w-32 text-start font-medium wrap-anywhere text-slate-900`}
              >
                {k.name}
                {/* On a phone the dates go under the name: five columns would scroll sideways. */}
                <span className="block text-xs font-normal text-slate-500 sm:hidden">
                  <KeyPrefix prefix={k.prefix} />
                  <br />
                  {t('list.created')}: {date(k.created_at)}
                  <br />
                  {t('list.lastUsed')}: {k.last_used_at ? date(k.last_used_at) : t('list.never')}
                </span>
              </th>
              <td className={`${CELL} hidden sm:table-cell`}>
                <KeyPrefix prefix={k.prefix} />
              </td>
              <td className={`${CELL} hidden whitespace-nowrap text-slate-700 sm:table-cell`}>
                {date(k.created_at)}
              </td>
              <td className={`${CELL} hidden whitespace-nowrap text-slate-700 sm:table-cell`}>
                {k.last_used_at ? date(k.last_used_at) : t('list.never')}
              </td>
              <td className="py-2 text-end">
                <button
                  type="button"
                  aria-label={t('list.revokeNamed', { name: k.name })}
                  onClick={() => setRevoking(k)}
                  className={buttonClass('danger', 'xs')}
                >
                  {t('list.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoking && (
        <RevokeApiKeyModal
          apiKey={revoking}
          onRevoked={() => onRevoked(revoking.id)}
          onClose={() => setRevoking(null)}
        />
      )}
    </div>
  );
}
