// Every file a drop refused, by name: the first few listed, the rest one click away, so a drop of
// 40 wrong files stays readable and still names each one (decision 176).
import { Link } from 'react-router';
import { FoldedList } from '#client/ui/FoldedList';
import { Trans, useTranslation } from 'react-i18next';
import { formatExtensions, type RefusalNotice } from '../hooks/useUploadZone';

function NameList({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('editor');
  return (
    <FoldedList
      items={names}
      label={t('errors.refusedNames')}
      more={(count) => t('errors.moreNames', { count })}
      render={(name, i) => (
        <li key={i}>
          <bdi>{name}</bdi>
        </li>
      )}
      className="ps-5 break-all"
    />
  );
}

export function RefusedFiles({ notice }: { notice: RefusalNotice }) {
  const { t } = useTranslation('editor');
  const { list, wrongType, unreadable, upgrade } = notice;
  return (
    <div className="space-y-2">
      {wrongType.length > 0 && (
        <div>
          <p>
            <Trans
              t={t}
              i18nKey="errors.invalidType"
              values={{ list }}
              components={{ list: <bdi dir="ltr" /> }}
            />
          </p>
          <NameList names={wrongType} />
        </div>
      )}
      {unreadable.length === 1 && <p>{t('errors.notImage', { name: unreadable[0], list })}</p>}
      {unreadable.length > 1 && (
        <div>
          <p>{t('errors.notImages', { count: unreadable.length, list })}</p>
          <NameList names={unreadable} />
        </div>
      )}
      {upgrade?.length ? (
        <p>
          <Trans
            t={t}
            i18nKey="errors.upgradeTypes"
            values={{ list: formatExtensions(upgrade) }}
            components={{
              list: <bdi dir="ltr" />,
              plans: <Link to="/pricing" className="font-medium underline" />,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
