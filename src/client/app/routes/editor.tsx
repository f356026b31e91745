// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { EditorPage } from '../../features/editor/EditorPage';
import { ExportUsage } from '../../features/account/components/ExportUsage';

export default function EditorRoute() {
  return (
    <EditorPage
      // Accounts: daily usage, tier, bar, warnings; sign-in prompts for visitors.
      renderUsage={(batch) => <ExportUsage imageCount={batch.images.length} />}
    />
  );
}
