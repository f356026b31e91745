// Route module: composes the features this screen needs (features never import each other).
import { AccountPage } from '../../features/account/AccountPage';

export default function AccountRoute() {
  return <AccountPage />;
}
