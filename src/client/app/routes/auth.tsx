// Route module: composes the features this screen needs (features never import each other).
import { AuthPage } from '#client/features/auth/AuthPage';

export default function AuthRoute() {
  return <AuthPage />;
}
