/**
 * The provider's own small pages (sign-in for the authorization-code flow, sign-out, errors):
 * server-rendered, English or Arabic, plain forms without any script so the CSP stays strict.
 */
export type PageLanguage = 'en' | 'ar';

const TEXTS = {
  en: {
    signIn: 'Sign in',
    phone: 'Phone number',
    invalidPhone: 'Enter a valid phone number.',
    sendCode: 'Send code',
    code: 'Verification code',
    codeSent: 'We sent a code to {0}.',
    demoCode: 'Demo mode: the code is {0}.',
    resend: "Didn't receive a code? Click here to resend Code",
    back: 'Back',
    userName: 'User name, e-mail or phone',
    password: 'Password',
    usePassword: 'Sign in with a password',
    usePhone: 'Sign in with a phone number',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out?',
    signOutYes: 'Yes, sign me out',
    signOutNo: 'No, stay signed in',
    signedOut: 'You are signed out.',
    error: 'Something went wrong',
    otherLanguage: 'العربية',
  },
  ar: {
    signIn: 'تسجيل الدخول',
    phone: 'رقم الهاتف',
    invalidPhone: 'أدخل رقم هاتف صحيحاً.',
    sendCode: 'إرسال الرمز',
    code: 'رمز التحقق',
    codeSent: 'أرسلنا رمزاً إلى {0}.',
    demoCode: 'الوضع التجريبي: الرمز هو {0}.',
    resend: 'لم يصلك الرمز؟ اضغط هنا لإعادة الإرسال',
    back: 'رجوع',
    userName: 'اسم المستخدم أو البريد الإلكتروني أو الهاتف',
    password: 'كلمة المرور',
    usePassword: 'الدخول بكلمة المرور',
    usePhone: 'الدخول برقم الهاتف',
    signOutTitle: 'تسجيل الخروج',
    signOutQuestion: 'هل تريد تسجيل الخروج؟',
    signOutYes: 'نعم، سجّل خروجي',
    signOutNo: 'لا، ابقَ متصلاً',
    signedOut: 'تم تسجيل خروجك.',
    error: 'حدث خطأ ما',
    otherLanguage: 'English',
  },
};
export type PageText = keyof (typeof TEXTS)['en'];

export const textFor = (lang: PageLanguage, key: PageText, ...args: string[]) =>
  TEXTS[lang][key].replace(/\{(\d)\}/g, (_m, i: string) => args[Number(i)] ?? '');

/** `ui_locales`, `culture` or `ui-culture` of the authorization request; English otherwise. */
export function pageLanguage(...candidates: unknown[]): PageLanguage {
  for (const value of candidates) {
    if (typeof value !== 'string') continue;
    const first =
      value
        .trim()
        .split(/[\s,]+/)[0]
        ?.toLowerCase() ?? '';
    if (first.startsWith('ar')) return 'ar';
    if (first.startsWith('en')) return 'en';
  }
  return 'en';
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:24px;color:#1d2733}
main{max-width:360px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4em;margin:0 0 16px}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #b8c2cc;border-radius:4px}
button{width:100%;margin-top:16px;padding:10px;font-size:16px;border:0;border-radius:4px;background:#1769aa;color:#fff;cursor:pointer}
button.link{background:none;color:#1769aa;width:auto;padding:0;margin-top:12px;font-size:14px;text-decoration:underline}
.error{color:#b00020}.notice{color:#2e7d32}nav{margin-top:20px;display:flex;justify-content:space-between;font-size:14px}a{color:#1769aa}`;

/** A whole page; `body` is trusted HTML built from escaped parts. */
export function layout(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const message = (kind: 'error' | 'notice', text: string | null | undefined) =>
  text
    ? `<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</p>`
    : '';

/** Content-Security-Policy of these pages: no script at all; forms post back here. */
export const PAGE_CSP = (formTargets: string[]) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
