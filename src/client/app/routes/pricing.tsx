// Route module: composes the features this screen needs (features never import each other).
import { PricingPage } from '#client/features/pricing/PricingPage';

export default function PricingRoute() {
  return <PricingPage />;
}
