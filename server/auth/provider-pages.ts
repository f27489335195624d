import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import { escapeHtml, layout, message, pageLanguage, textFor } from './pages.ts';

const languageOf = (ctx: KoaContextWithOIDC) =>
  pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

/** oidc-provider's HTML hooks (sign-out confirmation, signed-out page, error page), ours. */
export function providerPages(config: Config) {
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      const lang = languageOf(ctx);
      // The provider's form carries the anti-forgery token; our buttons submit it.
      ctx.body = layout(
        lang,
        textFor(lang, 'signOutTitle'),
        `${form}<p>${escapeHtml(textFor(lang, 'signOutQuestion'))}</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(textFor(lang, 'signOutYes'))}</button>
<button type="submit" form="op.logoutForm" class="link">${escapeHtml(textFor(lang, 'signOutNo'))}</button>`,
      );
    },

    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      const lang = languageOf(ctx);
      ctx.body = layout(
        lang,
        textFor(lang, 'signOutTitle'),
        `${message('notice', textFor(lang, 'signedOut'))}<nav><a href="${escapeHtml(config.publicUrl)}/">${escapeHtml(config.appName)}</a></nav>`,
      );
    },

    async renderError(
      ctx: KoaContextWithOIDC,
      out: { error?: string; error_description?: string },
    ) {
      const lang = languageOf(ctx);
      ctx.type = 'html';
      ctx.body = layout(
        lang,
        textFor(lang, 'error'),
        `${message('error', out.error_description ?? out.error)}<nav><a href="${escapeHtml(config.publicUrl)}/">${escapeHtml(config.appName)}</a></nav>`,
      );
    },
  };
}
