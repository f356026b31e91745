export { toast, showToast, dismissToast, TOAST_DURATION_MS, type ToastType } from './store';
export { Toaster } from './Toaster';
