import { escapeHtml, layout, message, textFor, type PageLanguage } from './pages.ts';

export interface SignInView {
  lang: PageLanguage;
  mode: 'phone' | 'code' | 'password';
  phone?: string;
  /** Pre-filled in demo mode, like the PWA's demo code. */
  demoCode?: string | null;
  username?: string;
  error?: string | null;
  notice?: string | null;
}

const field = (label: string, input: string) => `<label>${escapeHtml(label)}${input}</label>`;
const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
const submit = (text: string, cls = '') =>
  `<button type="submit"${cls ? ` class="${cls}"` : ''}>${escapeHtml(text)}</button>`;

/** The interaction page of the authorization-code flow: phone → code, or user name + password. */
export function signInPage(v: SignInView): string {
  const t = (key: Parameters<typeof textFor>[1], ...args: string[]) =>
    textFor(v.lang, key, ...args);
  const lang = hidden('lang', v.lang);
  let form: string;
  if (v.mode === 'code') {
    const phone = v.phone ?? '';
    form = `<form method="post">${lang}${hidden('action', 'verify')}${hidden('phone', phone)}
${field(t('code'), `<input name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus value="${escapeHtml(v.demoCode ?? '')}">`)}
${submit(t('signIn'))}</form>
<form method="post">${lang}${hidden('action', 'send')}${hidden('phone', phone)}${submit(t('resend'), 'link')}</form>
<form method="get">${lang}${submit(t('back'), 'link')}</form>`;
  } else if (v.mode === 'password') {
    form = `<form method="post">${lang}${hidden('action', 'password')}
${field(t('userName'), `<input name="username" autocomplete="username" required autofocus value="${escapeHtml(v.username ?? '')}">`)}
${field(t('password'), '<input name="password" type="password" autocomplete="current-password" required>')}
${submit(t('signIn'))}</form>`;
  } else {
    form = `<form method="post">${lang}${hidden('action', 'send')}
${field(t('phone'), `<input name="phone" type="tel" autocomplete="tel" required autofocus dir="ltr" value="${escapeHtml(v.phone ?? '')}">`)}
${submit(t('sendCode'))}</form>`;
  }
  const other = v.lang === 'ar' ? 'en' : 'ar';
  const switchMode =
    v.mode === 'password'
      ? `<a href="?lang=${v.lang}">${escapeHtml(t('usePhone'))}</a>`
      : `<a href="?mode=password&amp;lang=${v.lang}">${escapeHtml(t('usePassword'))}</a>`;
  const nav = `<nav>${switchMode}<a href="?lang=${other}" lang="${other}">${escapeHtml(t('otherLanguage'))}</a></nav>`;
  return layout(
    v.lang,
    t('signIn'),
    `${message('error', v.error)}${message('notice', v.notice)}${form}${nav}`,
  );
}
