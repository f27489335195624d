import { updateMobileProfile, type ProfileUpdate } from '../../../api/contract/identity.ts';
import { call } from '../../../api/http.ts';

/** PUT the mobile user's profile (first name, last name, e-mail). */
export const updateProfile = (body: ProfileUpdate) => call(updateMobileProfile, { body });
