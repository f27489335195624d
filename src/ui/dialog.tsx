import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import * as styles from './dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: it names the dialog for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** sm is the 400 px confirmation width. A number or CSS length overrides it. */
  size?: DialogSize;
  width?: number | string;
  /** Element that opens the dialog when the dialog manages its own state. */
  trigger?: ReactNode;
  hideCloseButton?: boolean;
  className?: string;
};

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  width,
  trigger,
  hideCloseButton = false,
  className,
}: DialogProps) {
  const { t } = useLingui();
  const returnTo = useRef<Element | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // Radix warns when no description exists unless describedby is explicitly cleared.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay}>
          <RadixDialog.Content
            {...describedBy}
            ref={content}
            onOpenAutoFocus={() => {
              returnTo.current = document.activeElement;
            }}
            onCloseAutoFocus={(event) => {
              // Radix gives focus back only to a Dialog.Trigger: a dialog opened from state (a
              // row's Edit button, a confirmation) would leave it on <body>. Give it back to what
              // had it when the dialog opened. When the dialog's own action removed that element
              // (a cancelled request's button), keep focus in the dialog underneath instead.
              const opener = returnTo.current;
              if (opener instanceof HTMLElement && opener.isConnected) {
                event.preventDefault();
                opener.focus();
                return;
              }
              const below = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
                .filter((d) => d !== content.current)
                .pop();
              if (!below) return;
              event.preventDefault();
              below.focus();
            }}
            onKeyDown={(event) => {
              // A toast shown after the dialog opened is Radix's top layer and takes Escape
              // without consuming it; the dialog the user is in still closes on that Escape.
              // A layer that did close on it (the dialog itself, a menu in it) prevented it.
              if (event.key === 'Escape' && !event.defaultPrevented) onOpenChange?.(false);
            }}
            className={[styles.content, styles.width[size], className].filter(Boolean).join(' ')}
            style={width !== undefined ? { inlineSize: width } : undefined}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {hideCloseButton ? null : (
                <RadixDialog.Close asChild>
                  <IconButton aria-label={t`Close`} size="sm" icon={<CloseIcon />} />
                </RadixDialog.Close>
              )}
            </div>
            {description ? (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            ) : null}
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button with this to make it close the dialog. */
export const DialogClose = RadixDialog.Close;
