import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  updateMobileEmail,
  updateMobileEmailDev,
  verifyMobileEmail,
} from '../../../src/api/contract/identity.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { readerCulture } from '../abp/culture.ts';
import { currentUserRow } from './current-user.ts';
import type { EmailProof } from './email-proof.ts';
import { profileOf } from './picture-store.ts';
import { emailProblem } from './uniqueness.ts';
import { updateUser } from './users.ts';

export interface EmailRoutesDeps {
  db: Db;
  proof: EmailProof;
  /** Demo servers also answer the mailed code (`updateMobileEmailDev`). */
  demo: boolean;
}

/**
 * The address of the signed-in user and its proof (spec part 2 §4 "Email verification dialog";
 * `verifyEmail` is beyond the spec). An address is saved only once its code went out, so a
 * refusal (too many codes, the mail server down) leaves the profile as it was.
 */
export function emailRoutes(root: FastifyInstance, { db, proof, demo }: EmailRoutesDeps) {
  /** Saves the address; mails a code unless it is the user's own verified one. */
  async function changeEmail(req: FastifyRequest, email: string) {
    const user = await currentUserRow(db, req);
    const same = email.toLowerCase() === (user.email ?? '').toLowerCase();
    // Already proven: nothing to mail (a change of letter case keeps the proof).
    if (same && user.emailVerified) {
      return { profile: await profileOf(db, await updateUser(db, user.id, { email })), code: '' };
    }
    if (!same) {
      const problem = await emailProblem(db, user.tenantId, email, user.id);
      if (problem) throw problem;
    }
    const language = readerCulture(req.headers['accept-language'], user.language);
    const code = await proof.send({ userId: user.id, email, language });
    const saved = await updateUser(db, user.id, { email, emailVerified: false });
    return { profile: await profileOf(db, saved), code };
  }

  authenticatedRoutes(root, (app) => {
    route(app, updateMobileEmail, async (req) => (await changeEmail(req, req.body.email)).profile);

    // The development variant hands the code to the caller: it must not exist in production.
    if (demo) {
      route(
        app,
        updateMobileEmailDev,
        async (req) => (await changeEmail(req, req.body.email)).code,
      );
    }

    route(app, verifyMobileEmail, async (req) => {
      const user = await currentUserRow(db, req);
      await proof.verify({ userId: user.id, email: user.email, code: req.body.code });
      // Another user may have proven the same address since the code was sent: theirs, then.
      if (user.email) {
        const problem = await emailProblem(db, user.tenantId, user.email, user.id);
        if (problem) throw problem;
      }
      return await profileOf(db, await updateUser(db, user.id, { emailVerified: true }));
    });
  });
}
