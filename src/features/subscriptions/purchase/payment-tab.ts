/**
 * The payment page opens in a new tab. Browsers block `window.open` unless it runs synchronously
 * inside the user's click, and the payment URL only exists seconds later (after the request is
 * created and reaches stage Payment). So the tab is opened blank on the click and pointed at the
 * URL later; when a popup blocker refuses even that, the caller falls back to a link.
 */
export interface PaymentTab {
  /** Sends the tab to the payment page; false when the tab is gone (closed by the user). */
  go: (url: string) => boolean;
  /** Closes the tab when the flow ends without a payment page. */
  close: () => void;
}

/** Only http(s) URLs are followed: the URL comes from the server, never run it as script. */
export const isWebUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

/** Opens a blank tab showing `placeholder`; null when the browser refused the popup. */
export function openPaymentTab(placeholder: string): PaymentTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = placeholder;
    tab.document.body.textContent = placeholder;
  } catch {
    // Some browsers hand back a tab whose document is not reachable yet; the text is cosmetic.
  }
  return {
    go: (url) => {
      if (tab.closed || !isWebUrl(url)) return false;
      // The hosted page must not be able to script the app through window.opener.
      tab.opener = null;
      tab.location.replace(url);
      return true;
    },
    close: () => {
      if (!tab.closed) tab.close();
    },
  };
}
