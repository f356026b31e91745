// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { PLANS } from '../../../shared/plans';
import { EditorPage } from '../../features/editor/EditorPage';
import { useSession } from '../../lib/session';

export default function EditorRoute() {
  // Accepted photo types follow the tier the server computed (/api/me): pro and ultra add WEBP.
  const session = useSession();
  const tier = session.status === 'signedIn' ? session.user.tier : 'lite';
  return <EditorPage photoExtensions={PLANS[tier].photoExtensions} />;
}
