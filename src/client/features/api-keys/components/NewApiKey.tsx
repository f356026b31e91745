import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKeyDto } from '#shared/schemas/api-keys';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';
import { TextField } from '#client/ui/form/TextField';

/** The one showing of a new key: read-only (focused and selected), a copy button and the warning. */
export function NewApiKey({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const titleId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-xl border border-amber-200 bg-amber-50/50 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('created.title', { name: created.name })}
      </h3>
      <Alert tone="warning" size="sm" className="mt-2">
        {t('created.warning')}
      </Alert>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          label={t('created.field')}
          value={created.key}
          readOnly
          dir="ltr"
          spellCheck={false}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 basis-72 [&_input]:font-mono"
        />
        <button type="button" onClick={() => void copyKey()} className={buttonClass('secondary', 'md')}>
          {t('created.copy')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('quiet', 'md')}>
          {t('created.done')}
        </button>
      </div>
      <p role="status" className={`mt-2 text-sm ${copy === 'failed' ? 'text-red-700' : 'text-emerald-700'}`}>
        {copy === 'copied' ? t('created.copied') : copy === 'failed' ? t('created.copyFailed') : ''}
      </p>
    </section>
  );
}
