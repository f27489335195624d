import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePicture } from '../../db/schema.ts';
import { mobileProfile } from '../../../src/api/contract/identity.ts';
import {
  PICTURE_MESSAGES,
  PROFILE_PICTURE_PATH,
  SET_PROFILE_PICTURE_PATH,
} from '../../../src/api/contract/profile-picture.ts';
import { OBSERVER } from '../../test/tracking-helpers.ts';
import { rolesApp } from '../../test/account-roles.ts';

let ctx: Awaited<ReturnType<typeof rolesApp>>;
beforeAll(async () => {
  ctx = await rolesApp();
});
afterAll(() => ctx.t.close());

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(
  content: Buffer,
  filename = 'me.png',
  type = 'image/png',
  field = 'profilePictureFile',
) {
  const boundary = '----gotrack-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  ctx.t.app.inject({
    method: 'POST',
    url: SET_PROFILE_PICTURE_PATH,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('profile picture', () => {
  it('refuses 2.5 MB, text named .png, and an empty upload with the spec texts', async () => {
    const owner = ctx.as.owner;
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(2.5 * 1024 * 1024)]);
    const cases: [Buffer, string][] = [
      [big, PICTURE_MESSAGES.tooLarge],
      [Buffer.from('not an image, just text'), PICTURE_MESSAGES.notAnImage],
      [Buffer.alloc(0), PICTURE_MESSAGES.missing],
    ];
    for (const [content, message] of cases) {
      const res = await upload(owner, multipart(content));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const none = await ctx.t.app.inject({ url: PROFILE_PICTURE_PATH, headers: owner });
    expect(none.statusCode).toBe(204);
  });

  it('stores the upload re-encoded, serves it to its owner only, with a new version each time', async () => {
    const observer = ctx.as.observer;
    expect(
      (await upload(observer, multipart(await png(1200, 800), 'x.txt', 'text/plain'))).statusCode,
    ).toBe(204);
    const profile = mobileProfile.parse(
      (
        await ctx.t.app.inject({ url: '/api/app/mobileIdentityUser/profile', headers: observer })
      ).json(),
    );
    expect(profile.hasProfilePicture).toBe(true);
    expect(profile.profilePictureVersion).toBe(1);

    const res = await ctx.t.app.inject({ url: PROFILE_PICTURE_PATH, headers: observer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('private');
    const meta = await sharp(res.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(512);
    const again = await ctx.t.app.inject({
      url: PROFILE_PICTURE_PATH,
      headers: { ...observer, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // Another user reads their own (none), never this one, even with its ETag.
    const other = await ctx.t.app.inject({
      url: PROFILE_PICTURE_PATH,
      headers: { ...ctx.as.stranger, 'if-none-match': String(res.headers.etag) },
    });
    expect(other.statusCode).toBe(204);
    expect((await ctx.t.app.inject({ url: PROFILE_PICTURE_PATH })).statusCode).toBe(401);

    await upload(observer, multipart(await png(40, 40)));
    const newer = await ctx.t.app.inject({
      url: '/api/app/mobileIdentityUser/profile',
      headers: observer,
    });
    expect(newer.json().profilePictureVersion).toBe(2);
  });
});

describe('delete account', () => {
  const del = (headers: Record<string, string>) =>
    ctx.call('DELETE', '/api/app/mobileIdentityUser', headers);

  it('refuses an owner of an active account with a business message, in Arabic too', async () => {
    const res = await del(ctx.as.owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/own an active track account/);
    const ar = await del({ ...ctx.as.otherOwner, 'accept-language': 'ar' });
    expect(ar.json().error.message).toMatch(/مالك حساب تتبع/);
    const still = await ctx.call('GET', '/api/app/mobileIdentityUser/profile', ctx.as.owner);
    expect(still.statusCode).toBe(200);
  });

  it('anonymous is 401; an observer and a user of no account are deleted and signed out', async () => {
    expect((await del(ctx.as.anonymous)).statusCode).toBe(401);
    for (const role of ['observer', 'stranger'] as const) {
      expect((await del(ctx.as[role])).statusCode, role).toBe(204);
      const after = await ctx.call('GET', '/api/app/mobileIdentityUser/profile', ctx.as[role]);
      expect(after.statusCode, role).toBe(401);
    }
    // The observer's picture (the only one uploaded here) went with them.
    expect(await ctx.db.select().from(profilePicture)).toHaveLength(0);
    // Signing in again makes a brand-new user, with no account.
    const fresh = await ctx.headersFor(OBSERVER);
    const profile = await ctx.call('GET', '/api/app/mobileIdentityUser/profile', fresh);
    expect(profile.json()).toMatchObject({ hasProfilePicture: false, firstName: null });
    const accounts = await ctx.call('GET', '/api/app/trackAccount', fresh);
    expect(JSON.stringify(accounts.json())).not.toContain('Demo Logistics');
  });
});
