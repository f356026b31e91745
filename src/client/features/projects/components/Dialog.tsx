// The one dialog lives in ui/modal; this path stays only until SaveProjectModal imports it from there.
export { Dialog } from '../../../ui/modal/Modal';
