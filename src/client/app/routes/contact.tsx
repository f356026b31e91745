// Route module: composes the features this screen needs (features never import each other).
import { ContactPage } from '#client/features/contact/ContactPage';

export default function ContactRoute() {
  return <ContactPage />;
}
