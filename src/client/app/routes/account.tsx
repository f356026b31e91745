// Route module: composes the features this screen needs (features never import each other).
// Billing fills `banners`, `subscription` and `billingAction`; saved projects fills `savedProjects`
// and API keys fills `apiKeys` (see AccountSlots in features/account/AccountPage.tsx).
import { AccountPage } from '#client/features/account/AccountPage';
import {
  BillingInfoButton,
  CheckoutSuccessBanner,
  ExpiringSoonBanner,
  SubscriptionCard,
} from '#client/features/billing';
import { SavedProjectsList } from '#client/features/projects';
import { ApiKeysSection } from '#client/features/api-keys';
import { useTranslation } from 'react-i18next';

/**
 * Every namespace this screen's features read, loaded before it first renders: one wait under the
 * layout's fallback. Loaded section by section, the page gave way to the fallback (heading and all)
 * when a section first appeared after the account had loaded.
 */
const NAMESPACES = ['account', 'apiKeys', 'billing', 'projects'];

export default function AccountRoute() {
  useTranslation(NAMESPACES);
  return (
    <AccountPage
      banners={(user) => (
        <>
          <CheckoutSuccessBanner />
          <ExpiringSoonBanner user={user} />
        </>
      )}
      subscription={(user) => <SubscriptionCard user={user} />}
      billingAction={() => <BillingInfoButton />}
      savedProjects={() => <SavedProjectsList />}
      apiKeys={(user) => <ApiKeysSection user={user} />}
    />
  );
}
