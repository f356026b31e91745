import { cardClass } from '#client/ui/Card';

// The editor's panel box, kept under this name for EditorPage until it takes ui/Card directly.
export const card = cardClass('panel', 'p-4');
