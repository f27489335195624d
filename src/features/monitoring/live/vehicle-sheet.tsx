import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveVehicle } from '../use-live-vehicles';
import { matchesSearch, stepSnap, type Snap } from './sheet-snap';
import { useSheetDrag } from './use-sheet-drag';
import { VehicleList } from './vehicle-list';
import * as css from './live.css';

export interface VehicleSheetProps {
  rows: readonly LiveVehicle[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The picker and time window: sheet controls on a phone, not rows above the map. */
  controls: ReactNode;
}

/**
 * The phone's vehicle list: a sheet over the map resting at peek (handle, count, search), half or
 * full. Dragged by its head; by keyboard its button shows/hides it (ArrowUp/ArrowDown step
 * between the three) and Escape lowers it back to the peek.
 */
export function VehicleSheet({ rows, selectedId, onSelect, controls }: VehicleSheetProps) {
  const { t } = useLingui();
  const [snap, setSnapState] = useState<Snap>('peek');
  // The rows are drawn the first time the sheet opens, not while it rests hidden at the peek:
  // on a slow phone's start they (and the first number format) cost ~0.15 s before the map.
  const [listDrawn, setListDrawn] = useState(false);
  const setSnap = (next: Snap) => {
    setSnapState(next);
    if (next !== 'peek') setListDrawn(true);
  };
  const [query, setQuery] = useState('');
  const bodyId = useId();
  const sheet = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const drag = useSheetDrag(sheet, setSnap);
  const shown = useMemo(() => rows.filter((r) => matchesSearch(r.vehicle, query)), [rows, query]);
  const open = snap !== 'peek';
  // Picked with the sheet over the whole map: lower it to half so the vehicle's marker shows.
  const pick = (id: string | null) => {
    if (id && snap === 'full') setSnap('half');
    onSelect(id);
  };
  // A native listener: the section is a landmark, not a control, yet Escape anywhere in it lowers it.
  useEffect(() => {
    const el = sheet.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || el?.dataset.snap === 'peek') return;
      event.stopPropagation();
      setSnap('peek');
      toggle.current?.focus();
    };
    el?.addEventListener('keydown', onKey);
    return () => el?.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={sheet}
      className={css.sheet}
      data-snap={snap}
      data-testid="vehicle-sheet"
      aria-label={t`Vehicles`}
    >
      <div className={css.sheetHead} {...drag}>
        <span className={css.grip} aria-hidden="true" />
        <div className={css.sheetRow}>
          <button
            ref={toggle}
            type="button"
            className={css.sheetToggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setSnap(open ? 'peek' : 'half')}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
              event.preventDefault();
              setSnap(stepSnap(snap, event.key === 'ArrowUp' ? 1 : -1));
            }}
          >
            {open ? <Trans>Hide vehicles</Trans> : <Trans>Show vehicles</Trans>}
            <span className={css.count}>{rows.length}</span>
          </button>
          <input
            type="search"
            className={css.search}
            aria-label={t`Search vehicles`}
            placeholder={t`Plate or name`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (!open) setSnap('half');
            }}
          />
        </div>
      </div>
      <div id={bodyId} className={css.sheetBody} hidden={!open}>
        {controls}
        {listDrawn ? <VehicleList rows={shown} selectedId={selectedId} onSelect={pick} /> : null}
        {/* Always there, so screen readers announce when a search finds nothing. */}
        <p className={css.muted} role="status">
          {shown.length === 0 && query.trim() ? <Trans>No vehicle matches “{query}”.</Trans> : null}
        </p>
      </div>
    </section>
  );
}
