import type { FastifyInstance } from 'fastify';
import { confirmPhoneNumber, sendPhoneNumberCode } from '../../../src/api/contract/account.ts';
import { normalizePhone } from '../../../src/api/contract/phone.ts';
import { OTP_INVALID, OTP_LOCKED } from '../../auth/grants.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { OtpService } from '../otp/service.ts';
import { currentUserRow } from './current-user.ts';
import { releaseUnprovenNumber } from './phone-holder.ts';
import { phoneTakenForProof } from './uniqueness.ts';
import { toMyProfile } from './my-profile-dto.ts';
import { updateUser, type UserRow } from './users.ts';

// A phone number signs its holder in, so it becomes a user's only once a code sent to it is typed
// back (issue 11: account pre-takeover). The same code, sent to the user's own number, proves a
// user without a password when they set their first one.

const PHONE_REQUIRED = 'A phone number is needed to send a code to.';
const INVALID_PHONE = 'The phone number is not valid.';
const CODE_REQUIRED = 'Enter the code sent to your phone.';

function parsePhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw new ValidationError([{ message: INVALID_PHONE, members: ['phoneNumber'] }]);
  return phone;
}

const taken = (phone: string) => new BusinessError(`Phone number '${phone}' is already taken.`);

async function checkCode(otp: OtpService, user: UserRow, phone: string, code: string) {
  const result = await otp.verify({ tenantId: user.tenantId, phone, code });
  if (result !== 'ok') throw new BusinessError(result === 'locked' ? OTP_LOCKED : OTP_INVALID);
}

/** Throws unless `code` is a fresh code sent to the user's own phone. */
export async function provePhone(otp: OtpService, user: UserRow, code: string | null | undefined) {
  if (!user.phoneNumber) throw new BusinessError(PHONE_REQUIRED);
  if (!code?.trim()) {
    throw new ValidationError([{ message: CODE_REQUIRED, members: ['verificationCode'] }]);
  }
  await checkCode(otp, user, user.phoneNumber, code);
}

export function phoneNumberRoutes(root: FastifyInstance, deps: { db: Db; otp: OtpService }) {
  const { db, otp } = deps;
  authenticatedRoutes(root, (app) => {
    route(app, sendPhoneNumberCode, async (req) => {
      const user = await currentUserRow(db, req);
      const phone = parsePhone(req.body.phoneNumber);
      if (await phoneTakenForProof(db, user.tenantId, phone, user.id)) throw taken(phone);
      await otp.issue({ tenantId: user.tenantId, phone, clientIp: req.ip });
    });

    route(app, confirmPhoneNumber, async (req) => {
      const user = await currentUserRow(db, req);
      const phone = parsePhone(req.body.phoneNumber);
      await checkCode(otp, user, phone, req.body.code);
      // A user named after their number (every code sign-up is) keeps being named after it: the
      // old number is free for a new user, whose first sign-in takes it as their user name.
      const rename = user.userName === user.phoneNumber ? { userName: phone } : {};
      const updated = await db.transaction(async (tx) => {
        // Checked again after the code: another user may have proven it meanwhile. Someone who
        // only had it typed in for them (an administrator) loses it to its holder.
        if (await phoneTakenForProof(tx, user.tenantId, phone, user.id)) throw taken(phone);
        await releaseUnprovenNumber(tx, user.tenantId, phone, user.id);
        return updateUser(tx, user.id, { phoneNumber: phone, phoneVerified: true, ...rename });
      });
      return toMyProfile(updated);
    });
  });
}
