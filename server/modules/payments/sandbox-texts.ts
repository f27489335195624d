import type { RequestType } from '../../../src/api/contract/requests.ts';

/** Texts of the sandbox's hosted page, in the payment's language. */
export const SANDBOX_TEXTS = {
  en: {
    title: 'Payment (sandbox)',
    notice: 'This is a test payment page: no money is taken.',
    request: 'Request',
    type: 'Type',
    amount: 'Amount',
    total: 'Total',
    pay: 'Pay {0}',
    fail: 'Make the payment fail',
    Paid: 'This payment is paid.',
    Failed: 'This payment failed. You can pay the requests again from the app.',
    Reversed: 'This payment was reversed.',
    Void: 'This payment was cancelled. If the requests still need paying, pay them from the app.',
    back: 'Back to the app',
    missing: 'This payment does not exist.',
  },
  ar: {
    title: 'الدفع (بيئة تجريبية)',
    notice: 'هذه صفحة دفع تجريبية: لا تُقتطع أي أموال.',
    request: 'الطلب',
    type: 'النوع',
    amount: 'المبلغ',
    total: 'الإجمالي',
    pay: 'ادفع {0}',
    fail: 'إفشال الدفع',
    Paid: 'تم دفع هذه الدفعة.',
    Failed: 'فشلت هذه الدفعة. يمكنك دفع الطلبات مرة أخرى من التطبيق.',
    Reversed: 'تم عكس هذه الدفعة.',
    Void: 'أُلغيت هذه الدفعة. إن كانت الطلبات لا تزال بحاجة إلى الدفع، فادفعها من التطبيق.',
    back: 'العودة إلى التطبيق',
    missing: 'هذه الدفعة غير موجودة.',
  },
};

export const REQUEST_TYPE_NAMES: Record<'en' | 'ar', Record<RequestType, string>> = {
  en: {
    PersonalAccountSubscription: 'Personal subscription',
    BusinessAccountSubscription: 'Business subscription',
    SmsBundleRenewalRequest: 'SMS bundle renewal',
    AddVehiclesRequest: 'Add vehicles',
    RenewSubscription: 'Subscription renewal',
  },
  ar: {
    PersonalAccountSubscription: 'اشتراك شخصي',
    BusinessAccountSubscription: 'اشتراك تجاري',
    SmsBundleRenewalRequest: 'تجديد باقة الرسائل',
    AddVehiclesRequest: 'إضافة مركبات',
    RenewSubscription: 'تجديد الاشتراك',
  },
};
