import { SETTING_MESSAGES, UNKNOWN_SETTING_MESSAGE } from '../../src/api/contract/setting-rules.ts';
import { MAILING_UNAVAILABLE, TEST_EMAIL_MESSAGES } from '../modules/settings/messages.ts';

/**
 * Arabic texts of the settings screen's server messages (server/modules/settings), apart so that
 * user-messages.ts stays readable. `{0}` stands for a value filled into the English message.
 */
export const settingsArabic: [english: string, arabic: string][] = [
  [SETTING_MESSAGES.switch, 'يجب أن تكون قيمة مفتاح الدفع الإلكتروني True أو False.'],
  [SETTING_MESSAGES.link, 'يجب أن يكون رابط {0} عنوان ويب يبدأ بـ https://.'],
  [SETTING_MESSAGES.phone, 'يجب أن يكون هاتف الدعم رقماً مع رمز البلد، مثل +963 11 000 0000.'],
  [SETTING_MESSAGES.corridor, 'يجب أن يكون ممر المسار عدداً صحيحاً من الأمتار من 10 إلى 5000.'],
  [SETTING_MESSAGES.timeZone, 'يجب أن تكون المنطقة الزمنية اسم منطقة زمنية، مثل Asia/Damascus.'],
  [SETTING_MESSAGES.minStop, 'يجب أن يكون أقل توقف عدداً صحيحاً من الدقائق من 1 إلى 240.'],
  [SETTING_MESSAGES.retention, 'يجب أن تكون مدة حفظ السجل 30 أو 90 أو 365 يوماً.'],
  [UNKNOWN_SETTING_MESSAGE, 'لا يوجد إعداد بهذا الاسم.'],
  [TEST_EMAIL_MESSAGES.noSmtp, 'لم يُضبط خادم بريد (SMTP_URL): لا يمكن إرسال أي بريد إلكتروني.'],
  [TEST_EMAIL_MESSAGES.failed, 'تعذّر إرسال البريد التجريبي: {0}'],
  [
    MAILING_UNAVAILABLE,
    'لا يمكن اختيار البريد الإلكتروني: هذه الخدمة لا تستطيع إرسال البريد (لم يُضبط خادم بريد).',
  ],
  [
    TEST_EMAIL_MESSAGES.timeout,
    'لم يُجب خادم البريد في الوقت المحدد: ربما لم يُرسل البريد التجريبي.',
  ],
];
