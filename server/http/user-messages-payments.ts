import { CHECKOUT_UNAVAILABLE, VERIFY_UNAVAILABLE } from '../modules/payments/messages.ts';

/**
 * Arabic texts of the payment provider's messages (server/modules/payments/messages.ts), apart
 * so that user-messages.ts stays readable.
 */
export const paymentProviderArabic: [english: string, arabic: string][] = [
  [
    CHECKOUT_UNAVAILABLE,
    'تعذّر فتح صفحة الدفع: لم تستجب خدمة الدفع. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
  ],
  [
    VERIFY_UNAVAILABLE,
    'تعذّر التحقق من دفعتك لدى خدمة الدفع الآن. يرجى التحقق مرة أخرى بعد بضع دقائق.',
  ],
];
