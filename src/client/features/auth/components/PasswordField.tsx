import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#client/ui/form/TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'dir' | 'revealLabels'>;

/** Every password input of the auth forms: left to right in every language, with the show/hide toggle. */
export function PasswordField(props: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      type="password"
      dir="ltr"
      revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
      {...props}
    />
  );
}
