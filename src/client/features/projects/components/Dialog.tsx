import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hideOthers } from '../../../ui/modal/hide-others';

interface DialogProps {
  open: boolean;
  /** Escape, the backdrop or a close button asked to close; the owner decides (e.g. not while saving). */
  onRequestClose: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, restores focus
 * on close and gives it the dialog role, so it reads and works the same in both languages.
 */
export function Dialog({ open, onRequestClose, labelledBy, describedBy, role, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    if (!open) return;
    const reveal = hideOthers(d);
    return reveal;
  }, [open]);
  // Owners unmount the dialog to close it, which skips the browser's own focus return: do it here,
  // so keyboard users land back on the button that opened it.
  // Read while rendering, before showModal() moves focus into the dialog.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onRequestClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onRequestClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && <div className="p-6">{children}</div>}
    </dialog>
  );
}
