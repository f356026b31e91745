// Route module: the API's readable documentation.
import { ApiDocsPage } from '#client/features/api-docs/ApiDocsPage';

export default function ApiDocsRoute() {
  return <ApiDocsPage />;
}
