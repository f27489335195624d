import * as RadixToast from '@radix-ui/react-toast';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { toast } from './toast-store';
import { useDir } from './use-dir';
import * as styles from './toaster.css';

const EXIT_MS = 300;

/** Mount once at the root. Renders the toasts raised through `toast.*`. */
export default function ToasterView() {
  const { t } = useLingui();
  const dir = useDir();
  const items = useSyncExternalStore(toast.subscribe, toast.getAll, toast.getAll);
  // Radix puts the key that jumps to the toasts (F8) in place of "{hotkey}"; its English default
  // would be read in Arabic too. The existing word is reused: this catalog loads with the first screen.
  const region = t`Notifications`;
  return (
    // The viewport sits at the inline end, so toasts are swiped away towards that edge.
    <RadixToast.Provider swipeDirection={dir === 'rtl' ? 'left' : 'right'} label={region}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.durationMs}
          // Errors interrupt the screen reader (assertive); the rest wait their turn (polite).
          type={item.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            // Radix plays the exit animation on its own; drop the item once that is over.
            if (!open) window.setTimeout(() => toast.dismiss(item.id), EXIT_MS);
          }}
          className={`${styles.toast} ${styles.kind[item.kind]}`}
          data-kind={item.kind}
        >
          <div className={styles.text}>
            {item.title ? (
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
            ) : null}
            <RadixToast.Description className={styles.message}>
              {item.message}
            </RadixToast.Description>
          </div>
          <RadixToast.Close asChild>
            <IconButton aria-label={t`Dismiss`} size="sm" icon={<CloseIcon />} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={`${region} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
