// Route module: composes the features this screen needs (features never import each other).
import { EditorPage } from '../../features/editor/EditorPage';

export default function EditorRoute() {
  return <EditorPage />;
}
