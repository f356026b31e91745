import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#client/i18n/error-text';
import { buttonClass } from '#client/ui/Button';
import { toast } from '#client/ui/toast';
import type { Presets } from '../hooks/usePresets';
import type { PresetContent, PresetSummary } from '../model';
import { NameLine } from '#client/ui/NameLine';

/** The visitor's presets: one click applies one, a second button deletes it. */
export function PresetsList({
  presets,
  onApply,
}: {
  presets: Presets;
  onApply: (content: PresetContent, preset: PresetSummary) => void;
}) {
  const { t } = useTranslation('presets');
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(preset: PresetSummary, work: () => Promise<void>, failure: string) {
    setBusyId(preset.id);
    try {
      await work();
    } catch (e) {
      toast.error(errorText(e, { fallback: t(failure) }));
    } finally {
      setBusyId(null);
    }
  }
  const apply = (p: PresetSummary) =>
    run(
      p,
      async () => {
        onApply(await presets.load(p), p);
        toast.success(t('list.applied', { name: p.name }));
      },
      'list.applyFailed',
    );
  const remove = (p: PresetSummary) =>
    run(
      p,
      async () => {
        await presets.remove(p);
        toast.success(t('list.deleted', { name: p.name }));
      },
      'list.deleteFailed',
    );

  if (presets.loading) return <p className="text-sm text-slate-600">{t('list.loading')}</p>;
  if (presets.failed) return <p className="text-sm text-red-700">{t('list.loadFailed')}</p>;
  if (presets.list.length === 0) return <p className="text-sm text-slate-600">{t('list.empty')}</p>;
  return (
    <ul className="flex flex-col gap-1" aria-label={t('list.title')}>
      {presets.list.map((p) => (
        <li key={p.id} className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => void apply(p)}
            disabled={busyId !== null}
            aria-label={t('list.apply', { name: p.name })}
            className={buttonClass('secondary', 'xs', 'min-w-0 flex-1 justify-start')}
          >
            <NameLine as="span" className="min-w-0">
              {p.name}
            </NameLine>
          </button>
          <button
            type="button"
            onClick={() => void remove(p)}
            disabled={busyId !== null}
            aria-label={t('list.delete', { name: p.name })}
            className={buttonClass('danger', 'xs')}
          >
            <span aria-hidden>×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
