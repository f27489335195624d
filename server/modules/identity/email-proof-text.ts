import type { EmailCodePurpose } from '../../db/schema.ts';
import type { CultureName } from '../abp/culture.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The e-mail that carries a code, in the reader's language. The code leads the text so a phone's
 * mail preview shows it; nothing in it links anywhere (no phishing look-alike).
 */
export function emailCodeMail(q: {
  email: string;
  code: string;
  appName: string;
  minutes: number;
  language: CultureName;
  purpose: EmailCodePurpose;
}): MailMessage {
  if (q.purpose === 'sign-in') return signInCodeMail(q);
  const { email, code, appName, minutes } = q;
  if (q.language === 'ar') {
    return {
      to: email,
      subject: `${appName}: رمز التحقق من بريدك الإلكتروني`,
      text: [
        `${code} هو رمز ${appName} للتحقق من العنوان ${email}. صالح لمدة ${minutes} دقيقة.`,
        '',
        'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: `${appName}: your e-mail verification code`,
    text: [
      `${code} is your ${appName} code to verify ${email}. It is valid for ${minutes} minutes.`,
      '',
      'If you did not ask for this code, ignore this e-mail.',
    ].join('\n'),
  };
}

/** A code to sign in with, mailed to a proven address (the way in past a password lock-out). */
function signInCodeMail(q: {
  email: string;
  code: string;
  appName: string;
  minutes: number;
  language: CultureName;
}): MailMessage {
  const { email, code, appName, minutes } = q;
  if (q.language === 'ar') {
    return {
      to: email,
      subject: `${appName}: رمز تسجيل الدخول`,
      text: [
        `${code} هو رمز تسجيل دخولك إلى ${appName}. صالح لمدة ${minutes} دقيقة.`,
        '',
        'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: `${appName}: your sign-in code`,
    text: [
      `${code} is your ${appName} sign-in code. It is valid for ${minutes} minutes.`,
      '',
      'If you did not ask for this code, ignore this e-mail: nothing in your account has changed.',
    ].join('\n'),
  };
}
