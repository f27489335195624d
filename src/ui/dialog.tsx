import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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
  // Radix warns when no description exists unless describedby is explicitly cleared.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay}>
          <RadixDialog.Content
            {...describedBy}
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
