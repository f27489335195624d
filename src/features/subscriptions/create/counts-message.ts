import { useAbpLocalize } from '../../../api/use-abp-localize';
import type { CountsError } from './create-form';

/**
 * The spec's `UserPortal:…` keys live in the server's default ABP resource (the `::` prefix
 * selects it), so the text follows the language the back office configures.
 */
export function useCountsMessage() {
  const localize = useAbpLocalize();
  return (error: CountsError) => localize(`::${error}`);
}
