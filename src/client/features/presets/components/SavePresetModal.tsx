import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { presetNameSchema, PRESET_MAX_PER_USER, PRESET_NAME_MAX } from '#shared/schemas/presets';
import { codeText, errorText } from '#client/i18n/error-text';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { TextField } from '#client/ui/form/TextField';
import { Modal } from '#client/ui/modal/Modal';
import { toast } from '#client/ui/toast';
import { BrowserPresetLimitError } from '../storage/browser-presets';
import type { PresetContent } from '../model';
import type { Presets } from '../hooks/usePresets';

// The server's own rule for the name, so the form words the same refusals before sending.
const formSchema = z.object({ name: presetNameSchema });
type Form = z.input<typeof formSchema>;

/** Names the preset and saves it where the visitor's presets live (account or this browser). */
export function SavePresetModal({
  presets,
  content,
  onClose,
}: {
  presets: Presets;
  content: PresetContent;
  onClose: () => void;
}) {
  const { t } = useTranslation('presets');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Form, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(
    async ({ name }) => {
      setError(null);
      setBusy(true);
      try {
        const { preset, replaced } = await presets.save(name, content);
        toast.success(t(replaced ? 'save.replaced' : 'save.saved', { name: preset.name }));
        onClose();
      } catch (e) {
        setError(
          e instanceof BrowserPresetLimitError
            ? codeText('preset_limit', { max: PRESET_MAX_PER_USER })
            : errorText(e, { fallback: t('save.failed') }),
        );
        setBusy(false);
      }
    },
    (errors) =>
      setError(codeText(errors.name?.type === 'too_big' ? 'preset_name_too_long' : 'preset_name_required')),
  );

  return (
    <Modal
      title={t('save.title')}
      onClose={() => !busy && onClose()}
      closeLabel={t('save.close')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass('quiet', 'sm')}>
            {t('save.cancel')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('save.saving')} form="save-preset-form">
            {t('save.submit')}
          </SubmitButton>
        </>
      }
    >
      <form id="save-preset-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('save.name')}
          placeholder={t('save.namePlaceholder')}
          maxLength={PRESET_NAME_MAX}
          autoComplete="off"
          autoFocus
          disabled={busy}
          {...form.register('name')}
        />
        <p className="text-sm text-slate-600">
          {t('save.hint')} {t(presets.place === 'account' ? 'save.whereAccount' : 'save.whereBrowser')}
        </p>
      </form>
    </Modal>
  );
}
