/**
 * Sign-out is owned by the identity feature; the shell only needs a way to ask for it. Until the
 * identity feature registers its handler, signing out forgets local data and reloads.
 */
type SignOut = () => Promise<void>;

let handler: SignOut = async () => {
  localStorage.clear();
  location.assign('/');
};

export const registerSignOut = (next: SignOut) => void (handler = next);
export const signOut = () => handler();
