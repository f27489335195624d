import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PositionValue } from '../../../api/contract/monitoring.ts';
import { toast } from '../../../ui/toast-store';
import { locationText } from '../use-live-vehicles';

/** Spec part 2 §2, §8: both messages show for 2 s. */
const COPY_TOAST_MS = 2000;

/** Copies "lat,lon" and says whether it worked (the clipboard needs a secure, focused page). */
export async function copyLocation(position: PositionValue, i18n: I18n): Promise<void> {
  try {
    await navigator.clipboard.writeText(locationText(position));
    toast.info(i18n._(msg`location copied to clipboard`), { durationMs: COPY_TOAST_MS });
  } catch {
    toast.error(i18n._(msg`location failed to copy`), { durationMs: COPY_TOAST_MS });
  }
}
