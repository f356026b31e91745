// Route module: composes the features this screen needs (features never import each other).
// The export, accounts and projects features fill the editor's slots here.
import { useCallback } from 'react';
import { EditorPage } from '../../features/editor/EditorPage';
import { DownloadAll, type BeforeExport } from '../../features/export';
import { useDownloadGate } from '../../lib/download-gate';

export default function EditorRoute() {
  const gate = useDownloadGate();
  // Sign-in, logo and quota (reserved on the server) before anything is composed.
  const beforeExport = useCallback<BeforeExport>(
    async (count, batch) => (await gate({ imageCount: count, hasLogo: !!batch.logo })).ok,
    [gate],
  );
  return <EditorPage renderDownload={(batch) => <DownloadAll batch={batch} beforeExport={beforeExport} />} />;
}
