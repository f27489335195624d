import type { RequestType } from '../../../src/api/contract/requests.ts';
import { escapeHtml } from '../../auth/pages.ts';
import { REQUEST_TYPE_NAMES, SANDBOX_TEXTS } from './sandbox-texts.ts';

export type PageLanguage = 'en' | 'ar';

export interface SandboxLine {
  id: string;
  type: RequestType;
  /** The account the request is about, when its form names one. */
  label: string | null;
  total: number;
}

export interface SandboxView {
  lang: PageLanguage;
  paymentId: string;
  status: string;
  amount: number;
  lines: SandboxLine[];
  /** Sent back by the forms: proves the visitor holds the checkout link. */
  token: string;
  /** Where "Back to the app" leads (already checked to be on the app's origin). */
  returnUrl: string;
}

/** Two decimals, Latin digits, and the currency label the app uses in that language. */
export const formatSp = (amount: number, lang: PageLanguage = 'en') => {
  const n = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return lang === 'ar' ? `<bdi>${n} ل.س</bdi>` : `<bdi dir="ltr">${n} SP</bdi>`;
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:24px;color:#1d2733}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4em;margin:0 0 16px}table{width:100%;border-collapse:collapse;margin:16px 0}
th,td{padding:8px;border-bottom:1px solid #dde3e9;text-align:start}td.n,th.n{text-align:end}
tfoot td{font-weight:bold;border-bottom:0}.notice{color:#8a5a00;background:#fff6e0;padding:8px;border-radius:4px}
.status{font-weight:bold}form{display:inline}button{margin-top:8px;margin-inline-end:8px;padding:10px 16px;font-size:16px;border:0;border-radius:4px;cursor:pointer}
button.pay{background:#1769aa;color:#fff}button.fail{background:#eceff1;color:#b00020}a{color:#1769aa}`;

/** A whole page in the payment's language; `body` is trusted HTML built from escaped parts. */
export function sandboxLayout(lang: PageLanguage, body: string): string {
  const title = SANDBOX_TEXTS[lang].title;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const typeName = (lang: PageLanguage, type: RequestType) => REQUEST_TYPE_NAMES[lang][type];

/** The hosted page: the requests and their totals, then Pay / Fail while the payment is open. */
export function sandboxPage(v: SandboxView): string {
  const t = SANDBOX_TEXTS[v.lang];
  const rows = v.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.label ?? l.id.slice(0, 8))}</td><td>${escapeHtml(typeName(v.lang, l.type))}</td><td class="n">${formatSp(l.total, v.lang)}</td></tr>`,
    )
    .join('');
  const table = `<table><thead><tr><th>${t.request}</th><th>${t.type}</th><th class="n">${t.amount}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><td colspan="2">${t.total}</td><td class="n">${formatSp(v.amount, v.lang)}</td></tr></tfoot></table>`;
  const action = (name: 'pay' | 'fail', text: string) =>
    `<form method="post" action="/payment-sandbox/${escapeHtml(v.paymentId)}/${name}"><input type="hidden" name="t" value="${escapeHtml(v.token)}"><button type="submit" class="${name}">${text}</button></form>`;
  const open = v.status === 'Pending';
  const footer = open
    ? `${action('pay', t.pay.replace('{0}', formatSp(v.amount, v.lang)))}${action('fail', escapeHtml(t.fail))}`
    : `<p class="status" role="status">${escapeHtml(t[v.status as 'Paid' | 'Failed' | 'Reversed' | 'Void'] ?? v.status)}</p>
<p><a href="${escapeHtml(v.returnUrl)}">${escapeHtml(t.back)}</a></p>`;
  return sandboxLayout(v.lang, `<p class="notice">${escapeHtml(t.notice)}</p>${table}${footer}`);
}

export const missingPage = (lang: PageLanguage) =>
  sandboxLayout(
    lang,
    `<p class="status" role="alert">${escapeHtml(SANDBOX_TEXTS[lang].missing)}</p>`,
  );
