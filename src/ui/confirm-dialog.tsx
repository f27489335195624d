import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmOptions = {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions (delete, cancel a request). */
  variant?: 'primary' | 'danger';
};

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  /** Called once per answer: true on confirm; false on cancel, Escape, the close button or a click outside. */
  onResult: (confirmed: boolean) => void;
  busy?: boolean;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  busy = false,
  onResult,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onResult(false);
      }}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onResult(false)} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={variant} onClick={() => onResult(true)} loading={busy}>
            {confirmLabel ?? t`Yes`}
          </Button>
        </>
      }
    />
  );
}
