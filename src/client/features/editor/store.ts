// What the app shell mounts for the editor: only the provider, so the shell (and so the home
// page) never loads the editor's code. The editor creates its store on first use.
export { EditorStoreProvider } from './state/EditorStoreProvider';
