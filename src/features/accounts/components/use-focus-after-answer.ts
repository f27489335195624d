import { useEffect, useRef } from 'react';
import type { ObserverInvitation } from '../../../api/contract/observer-invitations.ts';

/** An invitation whose answer is on its way (issue 28). */
export interface Answering {
  how: 'accept' | 'decline';
  invitation: ObserverInvitation;
}

/** Marks the invitations' heading: where focus goes when a declined card leaves others. */
export const INVITATIONS_HEADING = 'data-invitations-heading';

/**
 * After an answer the card goes, and focus with it: accepted, focus moves to the account's card
 * once the accounts list draws it; declined, to the invitations left, else to the first account
 * (or link). Both lists update through the query cache after the answer, so this waits for their
 * data rather than for a frame. Returns the setter the invitation cards call before sending.
 */
export function useFocusAfterAnswer(accounts: unknown, invitations?: { items: { id: string }[] }) {
  const answering = useRef<Answering | null>(null);
  useEffect(() => {
    const answer = answering.current;
    const main = document.getElementById('main');
    if (!answer || !main) return;
    let target: HTMLElement | null;
    if (answer.how === 'accept') {
      const id = CSS.escape(answer.invitation.trackAccountId);
      target = main.querySelector(`[data-account-id="${id}"]`);
    } else if (invitations?.items.some((i) => i.id === answer.invitation.id)) {
      target = null;
    } else {
      target = main.querySelector(`[${INVITATIONS_HEADING}], [data-account-id], a[href]`);
    }
    if (!target) return;
    answering.current = null;
    target.focus();
  }, [accounts, invitations]);
  return (next: Answering | null) => void (answering.current = next);
}
