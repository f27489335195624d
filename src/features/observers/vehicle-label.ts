import type { MessageDescriptor } from '@lingui/core';
import type { ObservedItem } from '../../api/contract/observers.ts';
import { plateName } from '../../i18n/plate-sub-classes';

type Translate = (d: MessageDescriptor) => string;

/**
 * An assigned vehicle's name: the API sends "serial - sub-class" with the sub-class in English,
 * so it is split at its first " - " and the sub-class translated; groups keep their own names.
 */
export function observedItemLabel(item: ObservedItem, translate: Translate): string {
  if (item.type !== 'Vehicle') return item.name;
  const at = item.name.indexOf(' - ');
  if (at < 0) return item.name;
  return plateName(
    {
      licensePlateSerial: item.name.slice(0, at),
      licensePlateSubClass: item.name.slice(at + 3),
    },
    translate,
  );
}
