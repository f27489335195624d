import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { Vehicle } from '../../api/contract/vehicles.ts';
import { plateName } from '../../i18n/plate-sub-classes';

/**
 * Names a vehicle "serial - sub-class" in the reader's language: the API's `name` carries the
 * sub-class as stored (English). Stable while the language is, so it can be a query's `select`
 * without making the map redraw on every render.
 */
export function useVehicleNaming() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const named = useCallback(
    (v: Vehicle): Vehicle => ({ ...v, name: plateName(v, (d) => i18n._(d)) }),
    // `locale` re-creates it when the language changes; `i18n` itself stays the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, locale],
  );
  const namedList = useCallback((list: Vehicle[]) => list.map(named), [named]);
  return { named, namedList };
}
