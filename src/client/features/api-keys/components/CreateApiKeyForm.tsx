import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_ERRORS,
  API_KEY_NAME_MAX,
  createApiKeySchema,
  type CreateApiKey,
  type CreatedApiKeyDto,
} from '#shared/schemas/api-keys';
import { codeText, errorText } from '#client/i18n/error-text';
import { Alert } from '#client/ui/alert/Alert';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { TextField } from '#client/ui/form/TextField';
import { useCreateApiKey } from '../api/create-api-key';

/** "Key name" and "Create API key"; the new key goes to `onCreated` and nowhere else. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKeyDto) => void }) {
  const { t } = useTranslation('apiKeys');
  const create = useCreateApiKey();
  const form = useForm<CreateApiKey>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '' },
  });
  const nameIssue = form.formState.errors.name?.message;
  const nameError = !nameIssue
    ? null
    : codeText(
        nameIssue === API_KEY_ERRORS.nameTooLong.message
          ? API_KEY_ERRORS.nameTooLong.code
          : API_KEY_ERRORS.nameRequired.code,
      );
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-3">
      {create.isError && (
        <Alert tone="error" size="sm">
          {errorText(create.error, { fallback: t('create.failed') })}
        </Alert>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('create.name')}
          placeholder={t('create.placeholder')}
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          error={nameError}
          className="min-w-0 flex-1 basis-64"
          {...form.register('name')}
        />
        <SubmitButton busy={create.isPending} busyLabel={t('create.creating')} className="sm:mt-6">
          {t('create.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
