import type { FastifyInstance } from 'fastify';
import {
  deleteMobileUser,
  getMobileLocale,
  getMobileProfile,
  setMobileLocale,
  updateMobileProfile,
} from '../../../src/api/contract/identity.ts';
import { revokeUserTokens } from '../../auth/adapter.ts';
import { forgetUser } from '../../auth/grant-check.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { currentUserRow } from './current-user.ts';
import { emailProblem } from './uniqueness.ts';
import { deleteUserData, refuseOwnerDeletion } from './account-deletion.ts';
import { profileOf } from './picture-store.ts';
import { anonymiseUser, updateUser, type UserRow } from './users.ts';

/**
 * A new address has to be verified again (the verify-email dialog mails it a code through
 * `PUT …/email`, email-routes.ts); one another user proved (or signs in with as a user name) is
 * theirs.
 */
async function emailChange(db: Db, u: UserRow, email: string) {
  if (email.toLowerCase() === (u.email ?? '').toLowerCase()) return { email };
  const problem = await emailProblem(db, u.tenantId, email, u.id);
  if (problem) throw problem;
  return { email, emailVerified: false };
}

/**
 * The PWA's own profile calls (`/api/app/mobileIdentityUser/*`); all need a bearer token. The
 * e-mail address and its proof are in email-routes.ts.
 */
export function mobileIdentityRoutes(root: FastifyInstance, db: Db) {
  authenticatedRoutes(root, (app) => {
    route(app, getMobileProfile, async (req) => profileOf(db, await currentUserRow(db, req)));

    route(app, updateMobileProfile, async (req) => {
      const user = await currentUserRow(db, req);
      const { firstName, lastName, email } = req.body;
      const changes = { firstName, lastName, ...(await emailChange(db, user, email)) };
      return profileOf(db, await updateUser(db, user.id, changes));
    });

    route(app, getMobileLocale, async (req) => {
      const user = await currentUserRow(db, req);
      const language = user.language === 'ar' || user.language === 'en' ? user.language : null;
      return { language: language ?? cultureFromAcceptLanguage(req.headers['accept-language']) };
    });

    route(app, setMobileLocale, async (req) => {
      const user = await currentUserRow(db, req);
      await updateUser(db, user.id, { language: req.body.language });
    });

    route(app, deleteMobileUser, async (req) => {
      const user = await currentUserRow(db, req);
      await refuseOwnerDeletion(db, user.id);
      await db.transaction(async (tx) => {
        await deleteUserData(tx, user.id);
        await anonymiseUser(tx, user);
        await revokeUserTokens(tx, user.id);
      });
      // Again after the commit: a request in between may have cached the user as still alive.
      forgetUser(user.id);
    });
  });
}
