import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import * as s from './grid.styles';

export interface GridToolbarProps {
  /** The search box's label ("Search users"); no box without onFilter. */
  searchLabel?: string;
  filter?: string;
  /** Called a moment after typing stops, or at once on Enter. */
  onFilter?(filter: string): void;
  /** The "New …" button; hidden when the user may not create. */
  newLabel?: string;
  onNew?(): void;
  /** More buttons at the end of the row. */
  children?: ReactNode;
}

const SEARCH_DELAY_MS = 350;

/** The row above a grid: a search box and the "New …" button, wrapping on a phone. */
export function GridToolbar({
  searchLabel,
  filter = '',
  onFilter,
  newLabel,
  onNew,
  children,
}: GridToolbarProps) {
  const id = useId();
  const [text, setText] = useState(filter);
  const latest = useRef(onFilter);
  useEffect(() => {
    latest.current = onFilter;
  });
  // Debounced so each keystroke does not fetch a page; the grid keeps showing the last one.
  useEffect(() => {
    if (text === filter) return;
    const timer = setTimeout(() => latest.current?.(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter]);
  return (
    <div style={{ ...s.inlineRow, justifyContent: 'space-between' }}>
      {onFilter ? (
        <form
          role="search"
          style={{ ...s.inlineRow, flex: '1 1 14rem' }}
          onSubmit={(e) => {
            e.preventDefault();
            onFilter(text);
          }}
        >
          <label htmlFor={id} style={s.muted}>
            {searchLabel}
          </label>
          <input
            id={id}
            type="search"
            style={s.search}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </form>
      ) : (
        <span />
      )}
      <div style={s.inlineRow}>
        {children}
        {onNew && newLabel ? <Button onClick={onNew}>{newLabel}</Button> : null}
      </div>
    </div>
  );
}
