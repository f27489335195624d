import * as RadixAccordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { useDir } from './use-dir';
import * as styles from './accordion.css';

export type AccordionItemData = {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Controls beside the header (e.g. a panel menu); kept outside the toggle button. */
  actions?: ReactNode;
  disabled?: boolean;
};

export type AccordionProps = {
  items: readonly AccordionItemData[];
  /** Allow several panels open at once; by default opening one closes the others. */
  multiple?: boolean;
  defaultOpen?: readonly string[];
  /** Fires per panel, so callers can load a panel's detail when it opens. */
  onOpenChange?: (id: string, open: boolean) => void;
  className?: string;
};

export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  onOpenChange,
  className,
}: AccordionProps) {
  const dir = useDir();
  const [open, setOpen] = useState<string[]>(() => [...defaultOpen]);

  // Radix's multiple mode is used throughout; single mode is enforced here so one
  // diff-based callback serves both.
  const handleChange = (next: string[]) => {
    const opened = next.filter((id) => !open.includes(id));
    const value = multiple ? next : opened.length ? opened.slice(-1) : next;
    const closed = open.filter((id) => !value.includes(id));
    setOpen(value);
    closed.forEach((id) => onOpenChange?.(id, false));
    value.filter((id) => !open.includes(id)).forEach((id) => onOpenChange?.(id, true));
  };

  return (
    <RadixAccordion.Root
      type="multiple"
      dir={dir}
      value={open}
      onValueChange={handleChange}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.id}
          value={item.id}
          disabled={item.disabled}
          className={styles.item}
        >
          <div className={styles.header}>
            <RadixAccordion.Header className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </RadixAccordion.Trigger>
            </RadixAccordion.Header>
            {item.actions ? <div className={styles.actions}>{item.actions}</div> : null}
          </div>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.contentInner}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
