// The API keys feature's public face, composed by app/routes/account.tsx.
export { ApiKeysSection } from './components/ApiKeysSection';
