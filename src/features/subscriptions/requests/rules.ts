import type { RequestDto, RequestType } from '../../../api/contract/requests.ts';

// Which actions a request offers (spec part 1 §4 "Requests"). Kept pure so the rules are tested
// apart from the screens.

type Req = Pick<RequestDto, 'status' | 'stage' | 'type'>;

/** Whether online payment is switched on for a request type (app-state settings, spec §6). */
export type SwitchOf = (type: RequestType) => boolean;

/**
 * Cancel while Pending. The server refuses once the payment is being reviewed, so the button
 * is offered only in Review and Payment (renewals in Review included, as the spec asks).
 */
export const canCancel = (r: Req) =>
  r.status === 'Pending' && (r.stage === 'Review' || r.stage === 'Payment');

/** Make payment: Pending, stage Payment, and the type's payment switch is True. */
export const canPay = (r: Req, switchOn: SwitchOf) =>
  r.status === 'Pending' && r.stage === 'Payment' && switchOn(r.type);

/** Stage Payment but online payment is off for the type: the screen says so instead. */
export const awaitsOfflinePayment = (r: Req, switchOn: SwitchOf) =>
  r.status === 'Pending' && r.stage === 'Payment' && !switchOn(r.type);

/** Only what could be paid alone may be ticked for multi-pay. */
export const canTick = canPay;

/** Requests whose payment page was opened in this tab's session: their result is awaited. */
const paymentStarted = new Set<string>();
export const markPaymentStarted = (ids: readonly string[]) => {
  for (const id of ids) paymentStarted.add(id);
};

/**
 * The back office moves these on by itself, or the payer is on the hosted page: screens showing
 * one refresh now and then. A request waiting for a payment nobody started stays still.
 */
export const isMoving = (r: Req & { id?: string }) =>
  r.status === 'Pending' &&
  (r.stage !== 'Payment' || (r.id !== undefined && paymentStarted.has(r.id)));

/** The ids among `ticked` that may still be paid together (a list refresh can change stages). */
export const payableTicked = (
  requests: readonly (Req & { id: string })[],
  ticked: ReadonlySet<string>,
  switchOn: SwitchOf,
) => requests.filter((r) => ticked.has(r.id) && canTick(r, switchOn)).map((r) => r.id);

/** Subscription requests have their own detail path under /subscription-requests (spec §2.7). */
export const isSubscriptionType = (
  type: RequestType,
): type is 'PersonalAccountSubscription' | 'BusinessAccountSubscription' =>
  type === 'PersonalAccountSubscription' || type === 'BusinessAccountSubscription';
