import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS } from '#shared/plans';
import { API_KEY_PREFIX, type CreatedApiKeyDto } from '#shared/schemas/api-keys';
import type { AppUser } from '#client/lib/me';
import { buttonClass } from '#client/ui/Button';
import { Card } from '#client/ui/Card';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeyTable } from './ApiKeyTable';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKey } from './NewApiKey';

/**
 * /account's "API keys": on a plan with API access, create (the key shown once), list and revoke;
 * on other plans, what Ultra offers and a way there. Keys left from an earlier Ultra stay listed
 * so they can be revoked.
 */
export function ApiKeysSection({ user }: { user: AppUser }) {
  const { t } = useTranslation('apiKeys');
  const query = useApiKeys(user.id);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const canCreate = PLANS[user.tier].apiAccess;
  const keys = query.data?.api_keys ?? [];
  const max = query.data?.max_api_keys ?? null;

  return (
    <Card
      title={t('heading')}
      className="min-w-0 p-6"
      aside={
        canCreate && max !== null ? (
          <p className="text-sm text-slate-600">{t('list.used', { used: keys.length, max })}</p>
        ) : undefined
      }
    >
      <p className="mt-1 text-sm text-slate-600">
        {t('intro')} {/* What a script sends, the same in every language. */}
        <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">
          Authorization: Bearer {API_KEY_PREFIX}…
        </code>
      </p>
      {canCreate ? (
        <>
          <CreateApiKeyForm onCreated={setCreated} />
          {created && <NewApiKey created={created} onDone={() => setCreated(null)} />}
        </>
      ) : (
        <div className="mt-4 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
          <p className="font-semibold text-brand-900">{t('offer.title')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('offer.body')}</p>
          <Link to="/pricing" className={buttonClass('primary', 'sm', 'mt-3')}>
            {t('offer.upgrade')}
          </Link>
        </div>
      )}
      {(canCreate || keys.length > 0) && (
        <>
          {!canCreate && <p className="mt-4 text-sm text-amber-800">{t('offer.leftover')}</p>}
          <ApiKeyTable
            query={query}
            keys={keys}
            // The key just shown is no use once revoked: stop showing it.
            onRevoked={(id) => setCreated((c) => (c?.id === id ? null : c))}
          />
        </>
      )}
    </Card>
  );
}
