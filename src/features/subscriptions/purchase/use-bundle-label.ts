import { useLingui } from '@lingui/react/macro';
import type { SmsBundle } from '../../../api/contract/catalogue.ts';
import { formatAmount, formatCount } from '../format';

/** An SMS bundle option: name, message count and price in SP (spec part 1 §2 item 3). */
export function useBundleLabel() {
  const { t } = useLingui();
  return (bundle: SmsBundle, locale: string) => {
    const name = bundle.name;
    const count = formatCount(bundle.messagesCount, locale);
    const price = formatAmount(bundle.price, locale);
    return t`${name} · ${count} messages · ${price} SP`;
  };
}
