// The projects feature's public face, composed by app/routes (editor and account).
export { SaveProject, type OpenProject } from './components/SaveProject';
export { SavedProjectsList } from './components/SavedProjectsList';
export { ProjectLoadStatus } from './components/ProjectLoadStatus';
export { useEditorProject, type EditorProject } from './hooks/useEditorProject';
