import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PICTURE_MESSAGES,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_PATH,
  SET_PROFILE_PICTURE_PATH,
} from '../../../src/api/contract/profile-picture.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../http/errors.ts';
import { currentUserRow } from './current-user.ts';
import { normalisePicture } from './picture-image.ts';
import { readPicture, savePicture } from './picture-store.ts';

/** The spec's refusals are the whole message (the client shows it as is). */
const refuse = (message: string) => new BadRequestError(message);

/** Reads the one file of the upload; too large, missing or empty is the spec's refusal. */
async function uploadedFile(req: FastifyRequest) {
  if (!req.isMultipart()) throw refuse(PICTURE_MESSAGES.missing);
  let buffer: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== PROFILE_PICTURE_FIELD || buffer) {
      part.file.resume(); // drain other files: only the named one counts
      continue;
    }
    try {
      buffer = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw refuse(PICTURE_MESSAGES.tooLarge);
      }
      throw err;
    }
  }
  if (!buffer?.length) throw refuse(PICTURE_MESSAGES.missing);
  return buffer;
}

/**
 * The caller's profile picture (spec part 2 §5, §7). Uploads are checked by their bytes, never
 * by file name or declared type, then re-encoded (picture-image.ts) so what we store and serve
 * is an image we wrote ourselves, without the sender's metadata.
 */
export function pictureRoutes(root: FastifyInstance, db: Db) {
  authenticatedRoutes(root, (app) => {
    app.register(multipart, {
      limits: {
        fileSize: PROFILE_PICTURE_MAX_BYTES - 1,
        files: 2,
        fields: 5,
        parts: 7,
        fieldSize: 1024,
      },
    });

    app.get(PROFILE_PICTURE_PATH, async (req, reply) => {
      const user = await currentUserRow(db, req);
      const picture = await readPicture(db, user.id);
      // The answer depends on the token: shared caches must not keep it, and one user's ETag
      // must never match another's copy in the same browser.
      reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Authorization');
      if (!picture) return reply.code(204).send();
      const etag = `"${user.id}-${picture.version}"`;
      reply.header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(picture.contentType).send(picture.content);
    });

    app.post(SET_PROFILE_PICTURE_PATH, async (req, reply) => {
      const user = await currentUserRow(db, req);
      const file = await uploadedFile(req);
      const image = await normalisePicture(file);
      if (!image) throw refuse(PICTURE_MESSAGES.notAnImage);
      await savePicture(db, user.id, image);
      return reply.code(204).send();
    });
  });
}
