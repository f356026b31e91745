// A tiny external store so any code (hooks, reducers' effects, API callbacks) can raise a toast
// without prop drilling; the Toaster subscribes with useSyncExternalStore.
export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATION_MS = 5000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts() {
  return toasts;
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, type: ToastType = 'info', durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  toasts = [...toasts, { id, type, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  emit();
  return id;
}

export const toast = {
  success: (m: string) => showToast(m, 'success'),
  error: (m: string) => showToast(m, 'error'),
  info: (m: string) => showToast(m, 'info'),
  warning: (m: string) => showToast(m, 'warning'),
};
