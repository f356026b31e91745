import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { hideOthers } from './hide-others';
import { CloseButton } from '../CloseIcon';

interface DialogProps {
  open?: boolean;
  /** Escape, the backdrop or a close button asked to close; the owner decides (e.g. not while saving). */
  onRequestClose: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** Width of the box; the default fits a short form or question. */
  width?: string;
  /** Whether the content gets the dialog's padding; Modal lays out its own header and footer. */
  padded?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and gives it the
 * dialog role, so it reads and works the same in both languages.
 */
export function Dialog({
  open = true,
  onRequestClose,
  labelledBy,
  describedBy,
  role,
  width = 'w-[calc(100%-2rem)] max-w-md',
  padded = true,
  children,
}: DialogProps) {
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
        if (e.target === e.currentTarget) onRequestClose(); // a click on the backdrop
      }}
      className={`m-auto ${width} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (padded ? <div className="p-6">{children}</div> : children)}
    </dialog>
  );
}

/** A Dialog with a title bar, a close button labelled `closeLabel` and an optional footer of actions. */
export function Modal({
  title,
  onClose,
  closeLabel,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      onRequestClose={onClose}
      labelledBy={titleId}
      width="w-[min(32rem,calc(100vw-2rem))]"
      padded={false}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <CloseButton
          onClick={onClose}
          label={closeLabel}
          className="-me-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        />
      </div>
      <div className="px-6 py-5">{children}</div>
      {/* On a phone three actions do not fit one row (the quota offer's Cancel was cut off): they stack
          full width, the main one (last) on top, and sit in a row from sm up. */}
      {footer && (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end">
          {footer}
        </div>
      )}
    </Dialog>
  );
}
