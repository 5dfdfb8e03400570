export type DialogTone = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface AlertOptions {
  title: string;
  text?: string;
  tone?: DialogTone;
  confirmLabel?: string;
  /** Closes by itself after this many milliseconds (for brief success notes). */
  autoCloseMs?: number;
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  tone?: DialogTone;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  destructive?: boolean;
}

export interface ProgressOptions {
  title: string;
  text?: string;
}

export interface Dialogs {
  /** Shows a message; resolves when it is dismissed. */
  alert(options: AlertOptions): Promise<void>;
  /** Asks a question; resolves true on confirm, false on cancel or dismiss. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows a blocking progress note; call the returned function to close it. */
  progress(options: ProgressOptions): () => void;
}

export type DialogRequest =
  | { id: number; kind: 'alert'; options: AlertOptions; settle: (value: boolean) => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; settle: (value: boolean) => void }
  | { id: number; kind: 'progress'; options: ProgressOptions; settle: (value: boolean) => void };
