// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { EditorPage } from '../../features/editor/EditorPage';

export default function EditorRoute() {
  return <EditorPage />;
}
