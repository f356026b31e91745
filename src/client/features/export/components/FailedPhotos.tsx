// The photos the last export could not make, each named as its toast named it (decision 364): the
// toasts go after 5 seconds and stop at five, and an export of thousands outlasts them both.
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/ui/alert/Alert';
import { FoldedList } from '#client/ui/FoldedList';

export function FailedPhotos({
  messages,
  onDismiss,
}: {
  messages: readonly string[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation('export');
  if (!messages.length) return null;
  const title = t('failedList', { count: messages.length });
  return (
    <Alert tone="error" size="sm" onDismiss={onDismiss} dismissLabel={t('failedListDismiss')}>
      <p className="font-medium">{title}</p>
      <FoldedList
        items={messages}
        label={title}
        more={(count) => t('failedListMore', { count })}
        render={(message, i) => (
          <li key={i} className="break-words">
            {message}
          </li>
        )}
      />
    </Alert>
  );
}
