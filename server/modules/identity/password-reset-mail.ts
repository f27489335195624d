import type { CultureName } from '../abp/culture.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The e-mail that carries a password-reset link, in the reader's language. The link is the only
 * one in the text, on a line of its own, so a mail client makes it clickable whole.
 */
export function passwordResetMail(q: {
  email: string;
  link: string;
  appName: string;
  hours: number;
  language: CultureName;
}): MailMessage {
  const { email, link, appName, hours } = q;
  if (q.language === 'ar') {
    return {
      to: email,
      subject: `${appName}: إعادة تعيين كلمة المرور`,
      text: [
        `طُلبت إعادة تعيين كلمة مرور حسابك في ${appName}. افتح هذا الرابط خلال ${hours} ساعة لاختيار كلمة مرور جديدة:`,
        '',
        link,
        '',
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك لم تتغير.',
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: `${appName}: reset your password`,
    text: [
      `Someone asked to reset the password of your ${appName} account. Open this link within ${hours} hours to choose a new one:`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password has not changed.',
    ].join('\n'),
  };
}
