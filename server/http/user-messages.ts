import { QUIET_BOUNDS as QB, QUIET_MESSAGES } from '../../src/api/contract/alert-quiet.ts';
import { ALERT_MESSAGES, SPEED } from '../../src/api/contract/alerts.ts';
import { BIDI_CHARACTERS_MESSAGE, NAME_REQUIRED_MESSAGE } from '../../src/api/contract/common.ts';
import { GEO_ZONE_MAX_POINTS, ZONE_PROBLEM_MESSAGES } from '../../src/api/contract/geo-zones.ts';
import { STOP_POINT_MAX_DISTANCE_M } from '../../src/api/contract/geometry.ts';
import { ROUTE_MESSAGES } from '../../src/api/contract/routes.ts';
import {
  BAD_TOKEN_MESSAGE,
  PUSH_KEYS_MESSAGE,
  PUSH_SERVICE_MESSAGE,
} from '../modules/push/messages.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './text-guard.ts';
import { identityAdminArabic } from './user-messages-admin.ts';
import { paymentProviderArabic } from './user-messages-payments.ts';
import { settingsArabic } from './user-messages-settings.ts';
import type { CultureName } from '../modules/abp/culture.ts';

/**
 * Arabic texts of the messages our errors carry. Handlers throw English messages (they also go to
 * the logs); the error handler turns them into the caller's language here, so an Arabic user never
 * reads an English toast. `{0}`, `{1}` stand for the values filled into the English message.
 */
const arabic: [english: string, arabic: string][] = [
  [
    'Please wait {0} seconds before asking for a new code.',
    'يرجى الانتظار {0} ثانية قبل طلب رمز جديد.',
  ],
  [
    'Too many codes were requested for this number. Try again later.',
    'طُلب عدد كبير جداً من الرموز لهذا الرقم. حاول لاحقاً.',
  ],
  [
    'Too many codes were requested from your network. Try again later.',
    'طُلب عدد كبير جداً من الرموز من شبكتك. حاول لاحقاً.',
  ],
  ['The code could not be sent. Please try again later.', 'تعذّر إرسال الرمز. يرجى المحاولة لاحقاً.'],
  ['Incorrect password.', 'كلمة المرور غير صحيحة.'],
  ['Invalid username or password!', 'اسم المستخدم أو كلمة المرور غير صحيحة!'],
  [
    'The user account has been locked out due to invalid login attempts. Please wait a while and try again.',
    'قُفل حساب المستخدم بسبب محاولات دخول خاطئة. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  ],
  [
    'Too many failed sign-in attempts from your network. Try again later.',
    'محاولات دخول فاشلة كثيرة جداً من شبكتك. حاول لاحقاً.',
  ],
  [
    'A new phone number is confirmed with a code sent to it.',
    'يُثبَّت رقم الهاتف الجديد برمز يُرسل إليه.',
  ],
  [
    'Only your own phone number can be your user name.',
    'لا يمكن أن يكون اسم المستخدم رقم هاتف إلا رقم هاتفك أنت.',
  ],
  ['A phone number is needed to send a code to.', 'يلزم رقم هاتف لإرسال رمز إليه.'],
  ['The phone number is not valid.', 'رقم الهاتف غير صالح.'],
  ['Enter the code sent to your phone.', 'أدخل الرمز المرسل إلى هاتفك.'],
  ['The one-time code is not valid or has expired.', 'رمز التحقق غير صالح أو انتهت صلاحيته.'],
  [
    'Too many wrong codes were entered. Please ask for a new code.',
    'أُدخلت رموز خاطئة كثيرة جداً. يرجى طلب رمز جديد.',
  ],
  ['Invalid token.', 'الرمز غير صالح.'],
  ['Self user registration is disabled!', 'التسجيل الذاتي للمستخدمين معطّل!'],
  ["Username '{0}' is already taken.", "اسم المستخدم '{0}' مستخدم من قبل."],
  ["Email '{0}' is already taken.", "البريد الإلكتروني '{0}' مستخدم من قبل."],
  ["Phone number '{0}' is already taken.", "رقم الهاتف '{0}' مستخدم من قبل."],
  ['Plate already registered', 'اللوحة مسجّلة من قبل'],
  ['You are an observer not an owner', 'أنت مراقب ولست مالكاً'],
  [
    'You own an active track account: it cannot be left without its owner. Contact support to close it first.',
    'أنت مالك حساب تتبع فعّال: لا يمكن أن يبقى الحساب بلا مالك. تواصل مع الدعم لإغلاقه أولاً.',
  ],
  ['The Image must be less than 2MB', 'يجب أن يكون حجم الصورة أقل من 2 ميغابايت'],
  ['There is no image selected', 'لم يتم اختيار صورة'],
  [
    'The file must be a JPEG, PNG or WebP image.',
    'يجب أن يكون الملف صورة بصيغة JPEG أو PNG أو WebP.',
  ],
  [
    'you don`t have access to this part of the application',
    'ليس لديك صلاحية الوصول إلى هذا الجزء من التطبيق',
  ],
  ['Choose a track account first.', 'اختر حساب تتبّع أولاً.'],
  ['This track account has no active subscription.', 'لا يوجد اشتراك فعّال لحساب التتبّع هذا.'],
  ['There is no such an entity.', 'لا يوجد عنصر كهذا.'],
  [
    'The data you have submitted has already changed by another user. Discard your changes and try again.',
    'غيّر مستخدم آخر البيانات التي أرسلتها. تجاهل تعديلاتك وحاول مرة أخرى.',
  ],
  ['the date can`t be in the future', 'لا يمكن أن يكون التاريخ في المستقبل'],
  ['Date must be within 24 hours', 'يجب أن يكون التاريخ ضمن 24 ساعة'],
  ['Date must be within the last 30 days', 'يجب أن يكون التاريخ ضمن آخر 30 يوماً'],
  ['From date must be before to date', 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية'],
  ['To date must be after from date', 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية'],
  ['The range can be at most {0} days.', 'يجب ألا تتجاوز المدة {0} يوماً.'],
  [
    'Electronic payment is not available for this request.',
    'الدفع الإلكتروني غير متاح لهذا الطلب.',
  ],
  [
    'Only a pending request in the payment stage can be paid.',
    'لا يمكن دفع إلا طلب معلّق في مرحلة الدفع.',
  ],
  ['The payment notification is not valid.', 'إشعار الدفع غير صالح.'],
  ['This payment notification was already received.', 'استُلم إشعار الدفع هذا من قبل.'],
  ['Only a paid payment can be reversed.', 'لا يمكن عكس إلا دفعة مدفوعة.'],
  [
    'The Idempotency-Key header must be 1 to 100 characters.',
    'يجب أن يكون طول الترويسة Idempotency-Key من 1 إلى 100 محرف.',
  ],
  // Catalogue and bills
  ['The promo code is not valid.', 'رمز الخصم غير صالح.'],
  ['The promo code is not valid yet.', 'رمز الخصم غير صالح بعد.'],
  ['The promo code has expired.', 'انتهت صلاحية رمز الخصم.'],
  ['The promo code has been used up.', 'استُنفد رمز الخصم.'],
  [
    'The subscription duration must be 1 to 12 months.',
    'يجب أن تكون مدة الاشتراك من 1 إلى 12 شهراً.',
  ],
  ['The subscription plan does not exist.', 'خطة الاشتراك غير موجودة.'],
  ["The plan '{0}' is not sold for {1} months.", "الخطة '{0}' غير متاحة لمدة {1} أشهر."],
  ['The SMS bundle does not exist.', 'باقة الرسائل غير موجودة.'],
  // Requests
  ['Only a pending request can be cancelled.', 'لا يمكن إلغاء إلا طلب معلّق.'],
  ['This request cannot move from {0} to {1}.', 'لا يمكن نقل هذا الطلب من {0} إلى {1}.'],
  ['Electronic payment is not available.', 'الدفع الإلكتروني غير متاح.'],
  ['You are not allowed to move requests.', 'غير مسموح لك بنقل الطلبات.'],
  ['An account can have at most {0} vehicles.', 'لا يمكن أن يضم الحساب أكثر من {0} مركبة.'],
  ['A vehicle to remove is not in this account.', 'إحدى المركبات المراد حذفها ليست في هذا الحساب.'],
  [
    'A user to remove is not an observer of this account.',
    'أحد المستخدمين المراد إزالتهم ليس مراقباً في هذا الحساب.',
  ],
  [
    'A tracking device of these vehicles is already in use.',
    'أحد أجهزة التتبّع لهذه المركبات مستخدم من قبل.',
  ],
  [
    'This request could not be completed: a tracking device of its vehicles is already in use. Its payment will be refunded.',
    'تعذّر إتمام هذا الطلب: أحد أجهزة التتبّع لمركباته مستخدم من قبل. سيُعاد إليك مبلغ دفعته.',
  ],
  [
    'This request could not be completed. Its payment will be refunded.',
    'تعذّر إتمام هذا الطلب. سيُعاد إليك مبلغ دفعته.',
  ],
  // Groups and observers
  ['You do not have access to this track account.', 'ليس لديك وصول إلى حساب التتبّع هذا.'],
  [
    'A vehicle group can hold at most {0} vehicles.',
    'يمكن أن تضم مجموعة المركبات {0} مركبة على الأكثر.',
  ],
  [
    'A vehicle of the list is not in this track account.',
    'إحدى مركبات القائمة ليست في حساب التتبّع هذا.',
  ],
  [
    'A vehicle group of the list is not in this track account.',
    'إحدى مجموعات المركبات في القائمة ليست في حساب التتبّع هذا.',
  ],
  [
    'This phone number already belongs to a member of this track account.',
    'رقم الهاتف هذا لعضو في حساب التتبّع هذا من قبل.',
  ],
  [
    'The plan of this track account allows {0} active users. Deactivate an observer or renew with more users.',
    'تسمح خطة حساب التتبّع هذا بـ {0} مستخدمين فعّالين. أوقف تفعيل أحد المراقبين أو جدّد الاشتراك بعدد مستخدمين أكبر.',
  ],
  [
    'This person was invited to this track account {0} times this week. Try again later.',
    'دُعي هذا الشخص إلى حساب التتبّع هذا {0} مرات هذا الأسبوع. حاول لاحقاً.',
  ],
  [
    'This person declined the invitation. Add them again to invite them again.',
    'رفض هذا الشخص الدعوة. أضِفه مرة أخرى لدعوته من جديد.',
  ],
  // Geo-zones and routes (the contract's texts, src/api/contract/geo-zones.ts and routes.ts).
  [ZONE_PROBLEM_MESSAGES.unreadable, 'تعذّرت قراءة حدود المنطقة.'],
  [
    ZONE_PROBLEM_MESSAGES['too-many-points'],
    `يمكن أن تضم المنطقة ${GEO_ZONE_MAX_POINTS} نقطة على الأكثر.`,
  ],
  // The same English text as ROUTE_MESSAGES.pointOffMap.
  [
    ZONE_PROBLEM_MESSAGES['out-of-range'],
    'يجب أن تكون كل نقطة على الخريطة: خط العرض ضمن ±90°، وخط الطول ضمن ±180°.',
  ],
  [ZONE_PROBLEM_MESSAGES['too-few-points'], 'تحتاج المنطقة إلى 3 نقاط مختلفة على الأقل.'],
  [ZONE_PROBLEM_MESSAGES.open, 'يجب أن تنتهي حدود المنطقة عند النقطة التي تبدأ منها.'],
  [ZONE_PROBLEM_MESSAGES.crossing, 'خطأ: لا يمكن أن تتقاطع حواف الشكل!'],
  [ROUTE_MESSAGES.lineTooShort, 'يرجى رسم خط مسار من نقطتين على الأقل قبل إضافة نقاط التوقف.'],
  // The original Arabic said 10 metres; the rule is 30 (spec part 2 §5, §9).
  [
    ROUTE_MESSAGES.stopPointTooFar,
    `يجب أن تكون نقطة التوقف ضمن ${STOP_POINT_MAX_DISTANCE_M} متراً من خط المسار.`,
  ],
  [ROUTE_MESSAGES.badColor, 'يتكوّن اللون من "0xFF" تليها ست خانات ست عشرية.'],
  ['A route can have at most {0} stop points.', 'يمكن أن يضم المسار {0} نقطة توقف على الأكثر.'],
  // The rate limit of creates (server/http/rate-limits.ts).
  [
    'Too many requests of this kind. Try again in {0} seconds.',
    'طلبات كثيرة جداً من هذا النوع. حاول مرة أخرى بعد {0} ثانية.',
  ],
  // Per-account caps (server/modules/track-accounts/caps.ts).
  [
    'An account can have at most {0} geo-zones.',
    'يمكن أن يضم الحساب {0} منطقة جغرافية على الأكثر.',
  ],
  ['An account can have at most {0} routes.', 'يمكن أن يضم الحساب {0} مسار على الأكثر.'],
  [
    'An account can have at most {0} alert definitions.',
    'يمكن أن يضم الحساب {0} تعريف تنبيه على الأكثر.',
  ],
  ['A route line can have at most {0} points.', 'يمكن أن يضم خط المسار {0} نقطة على الأكثر.'],
  // Alert definitions (the contract's texts, src/api/contract/alerts.ts, and the server's).
  [ALERT_MESSAGES.noTarget, 'اختر مركبة أو مجموعة مركبات واحدة على الأقل.'],
  [ALERT_MESSAGES.noMethod, 'اختر طريقة إشعار واحدة على الأقل.'],
  [ALERT_MESSAGES.noZone, 'اختر منطقة جغرافية واحدة على الأقل.'],
  [ALERT_MESSAGES.noRoute, 'اختر مساراً واحداً على الأقل.'],
  [ALERT_MESSAGES.noDay, 'اختر يوماً واحداً على الأقل.'],
  [
    ALERT_MESSAGES.speed,
    `يجب أن تكون السرعة من ${SPEED.min} إلى ${SPEED.max} كم/سا، بخطوات من ${SPEED.step}.`,
  ],
  [ALERT_MESSAGES.time, 'تُكتب الأوقات بنظام 24 ساعة بالشكل hh:mm.'],
  [ALERT_MESSAGES.sameTimes, 'يجب أن يختلف وقت البداية عن وقت النهاية.'],
  [ALERT_MESSAGES.unknown, 'غير معروف'],
  [
    QUIET_MESSAGES.minDurationSeconds,
    `يجب أن تكون أقل مدة عدداً صحيحاً من الثواني من ${QB.minDurationSeconds.min} إلى ${QB.minDurationSeconds.max}.`,
  ],
  [
    QUIET_MESSAGES.zoneMarginMeters,
    `يجب أن يكون هامش المنطقة عدداً صحيحاً من الأمتار من ${QB.zoneMarginMeters.min} إلى ${QB.zoneMarginMeters.max}.`,
  ],
  [
    QUIET_MESSAGES.staleAfterMinutes,
    `يجب أن يكون حد تأخر المواقع عدداً صحيحاً من الدقائق من ${QB.staleAfterMinutes.min} إلى ${QB.staleAfterMinutes.max}.`,
  ],
  [
    ALERT_MESSAGES.emailNotVerified,
    'أكّد عنوان بريدك الإلكتروني قبل اختيار الإشعارات بالبريد الإلكتروني.',
  ],
  [
    'A geo-zone of the list is not in this track account.',
    'إحدى المناطق الجغرافية في القائمة ليست في حساب التتبّع هذا.',
  ],
  [
    'A route of the list is not in this track account.',
    'أحد مسارات القائمة ليس في حساب التتبّع هذا.',
  ],
  // The e-mail proof (server/modules/identity/email-proof.ts).
  ['Too many codes were requested. Try again later.', 'طُلب عدد كبير جداً من الرموز. حاول لاحقاً.'],
  [
    'The e-mail could not be sent. Please try again later.',
    'تعذّر إرسال البريد الإلكتروني. يرجى المحاولة لاحقاً.',
  ],
  // The contract's text checks (src/api/contract/common.ts).
  [CONTROL_CHARACTERS_MESSAGE, 'يجب ألا يحتوي النص على محارف تحكم.'],
  [BIDI_CHARACTERS_MESSAGE, 'يجب ألا تحتوي الأسماء على محارف التحكم باتجاه النص.'],
  [NAME_REQUIRED_MESSAGE, 'الاسم مطلوب.'],
  ['A name can be at most {0} characters.', 'يجب ألا يتجاوز الاسم {0} محرفاً.'],
  ...identityAdminArabic,
  ...paymentProviderArabic,
  ...settingsArabic,
  // Push devices (server/modules/push/messages.ts).
  [BAD_TOKEN_MESSAGE, 'رمز الإشعارات ليس رمز FCM ولا اشتراك Web Push صالحاً.'],
  [PUSH_SERVICE_MESSAGE, 'لا يمكن إرسال التنبيهات إلى خدمة الإشعارات في هذا المتصفح.'],
  [PUSH_KEYS_MESSAGE, 'مفاتيح اشتراك الإشعارات غير صالحة.'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const templates = arabic.map(([en, ar]) => ({
  pattern: new RegExp(`^${escape(en).replace(/\\\{(\d)\\\}/g, '(.+?)')}$`),
  ar,
}));

export function translateUserMessage(culture: CultureName, message: string): string {
  if (culture !== 'ar') return message;
  for (const { pattern, ar } of templates) {
    const match = pattern.exec(message);
    if (match) return ar.replace(/\{(\d)\}/g, (_, i: string) => match[Number(i) + 1] ?? '');
  }
  return message;
}
