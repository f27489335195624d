import { queryOptions } from '@tanstack/react-query';
import {
  deleteMobileUser,
  getMobileProfile,
  updateMobileProfile,
  type ProfileUpdate,
} from '../../../api/contract/identity.ts';
import {
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_PATH,
  SET_PROFILE_PICTURE_PATH,
} from '../../../api/contract/profile-picture.ts';
import { toHttpError } from '../../../api/http-error.ts';
import { authHeaders, call, httpContext } from '../../../api/http.ts';
import { buildUrl } from '../../../api/url.ts';

export const profileKey = ['mobile-profile'] as const;

/**
 * The signed-in user's profile (spec part 2 §3); asked again each time the screen opens, and
 * kept for offline starts (root `mobile-profile` in scripts/cache-version.ts).
 */
export const mobileProfileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => call(getMobileProfile, { signal }),
    staleTime: 0,
  });

export const saveProfile = (body: ProfileUpdate) => call(updateMobileProfile, { body });

export const deleteAccount = () => call(deleteMobileUser);

/** A call of bytes, not JSON: the same auth headers and 401 handling as `call`. */
async function bytesCall(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = httpContext();
  if (!ctx) throw new Error('HTTP client used before configureHttp()');
  await ctx.ensureToken?.();
  const url = buildUrl(ctx.apiURL, path);
  const response = await fetch(url, { ...init, headers: authHeaders(url, ctx) });
  if (!response.ok) {
    const error = await toHttpError(response);
    if (error.status === 401) ctx.onUnauthorized();
    throw error;
  }
  return response;
}

/** The picture as a blob (null when there is none); `version` keeps caches honest. */
export const pictureQuery = (version: number | undefined) =>
  queryOptions({
    queryKey: [...profileKey, 'picture', version ?? 0],
    queryFn: async ({ signal }) => {
      if (!version) return null;
      const response = await bytesCall(PROFILE_PICTURE_PATH, { signal });
      return response.status === 204 ? null : response.blob();
    },
    staleTime: Infinity,
    // A Blob does not survive the JSON copy of the cache: offline, the initials stand in.
    meta: { persist: false },
  });

/** POST …/SetProfilePicture, multipart with the spec's field name; refusals are HttpErrors. */
export async function uploadPicture(file: File): Promise<void> {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file);
  await bytesCall(SET_PROFILE_PICTURE_PATH, { method: 'POST', body });
}
