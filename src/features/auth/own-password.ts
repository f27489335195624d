import { isTrueClaim } from './jwt';
import { accessTokenClaims } from './token-store';

// Only the sign-in steps after the phone number use these (loaded after the first screen):
// `ACCESS_TOKEN_CLAIMS.setOwnPassword` is spelled out like the token store's claims (a test keeps
// them equal).

export const SET_OWN_PASSWORD_CLAIM = 'set_own_password';

/** The code sign-in proved a number someone else had set: its holder may choose a password. */
export const mayChooseOwnPassword = () => isTrueClaim(accessTokenClaims()[SET_OWN_PASSWORD_CLAIM]);
