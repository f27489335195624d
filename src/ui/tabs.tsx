import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyTab } from './empty-tab';
import { useDir } from './use-dir';
import * as styles from './tabs.css';

export type TabItem = {
  label: ReactNode;
  /** Shown while the tab is not selected (and when selected if there is no activeIcon). */
  icon?: ReactNode;
  activeIcon?: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  /** Text above the tabs; it also names the tab list for screen readers. */
  description?: ReactNode;
  tabs: readonly TabItem[];
  defaultIndex?: number;
  /** Controlled selection; pair it with onChange. */
  index?: number;
  onChange?: (index: number) => void;
  className?: string;
};

export function Tabs({
  description,
  tabs,
  defaultIndex = 0,
  index,
  onChange,
  className,
}: TabsProps) {
  const dir = useDir();
  const descriptionId = useId();
  const [inner, setInner] = useState(defaultIndex);
  const selected = index ?? inner;
  return (
    <RadixTabs.Root
      dir={dir}
      value={String(selected)}
      onValueChange={(value) => {
        const next = Number(value);
        setInner(next);
        onChange?.(next);
      }}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <RadixTabs.List
        className={styles.list}
        aria-labelledby={description ? descriptionId : undefined}
      >
        {tabs.map((tab, i) => {
          const icon = i === selected ? (tab.activeIcon ?? tab.icon) : tab.icon;
          return (
            <RadixTabs.Trigger
              key={i}
              value={String(i)}
              disabled={tab.disabled}
              className={styles.trigger}
            >
              {icon ? <span aria-hidden="true">{icon}</span> : null}
              {tab.label}
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      {tabs.map((tab, i) => (
        <RadixTabs.Content key={i} value={String(i)} className={styles.content}>
          {tab.content ?? <EmptyTab />}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
