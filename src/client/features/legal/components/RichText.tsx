import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { LEGAL_VARS } from '../legalVars';

const LINK =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

// Tags the texts may use to link to the contact page and the other policies.
const COMPONENTS = {
  contact: <Link to="/contact" className={LINK} />,
  terms: <Link to="/terms" className={LINK} />,
  privacy: <Link to="/privacy" className={LINK} />,
  refund: <Link to="/refund" className={LINK} />,
  cookies: <Link to="/cookies" className={LINK} />,
};

/** One string of the legal namespace, with the policy figures filled in and its link tags made links. */
export function RichText({ k }: { k: string }) {
  const { t } = useTranslation('legal');
  return <Trans t={t} i18nKey={k} values={LEGAL_VARS} components={COMPONENTS} />;
}
