import {
  STORAGE,
  storedAssociation,
  type AssociationType,
} from '../../api/contract/track-accounts.ts';

/** The account chosen on /track-accounts (spec part 1 §3): its id and `Ow` / `O`. */
export function storeChosenAccount(id: string, association: AssociationType) {
  localStorage.setItem(STORAGE.trackAccountId, id);
  localStorage.setItem(STORAGE.associationType, storedAssociation(association));
}

export const chosenAccountId = () => localStorage.getItem(STORAGE.trackAccountId);

/** Only an explicit `O` is an observer: owners keep the menu as before an account was stored. */
export const isObserver = () => localStorage.getItem(STORAGE.associationType) === 'O';
