// What app/routes/account.tsx composes into the account page.
export { CheckoutSuccessBanner } from './components/CheckoutSuccessBanner';
export { ExpiringSoonBanner } from './components/ExpiringSoonBanner';
export { SubscriptionCard } from './components/SubscriptionCard';
export { BillingInfoButton } from './components/BillingInfo';
export type { BillingUser } from './types';
