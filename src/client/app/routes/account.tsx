// Route module: composes the features this screen needs (features never import each other).
// Billing fills `banners`, `subscription` and `billingAction`; saved projects fills `savedProjects`
// (see AccountSlots in features/account/AccountPage.tsx).
import { AccountPage } from '../../features/account/AccountPage';
import { SavedProjectsList } from '../../features/projects';

export default function AccountRoute() {
  return <AccountPage savedProjects={() => <SavedProjectsList />} />;
}
