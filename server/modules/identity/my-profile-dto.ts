import type { MyProfile } from '../../../src/api/contract/account.ts';
import type { UserRow } from './users.ts';

/** ABP's ProfileDto of `/api/account/my-profile`. */
export const toMyProfile = (u: UserRow): MyProfile => ({
  userName: u.userName,
  email: u.email,
  name: u.firstName,
  surname: u.lastName,
  phoneNumber: u.phoneNumber,
  isExternal: false,
  hasPassword: !!u.passwordHash,
  concurrencyStamp: u.concurrencyStamp,
  extraProperties: {},
});
