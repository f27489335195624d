/**
 * The profile picture calls (spec part 2 §5, §7, §9). They carry bytes, not JSON, so they are
 * plain paths rather than `endpoint`s: the client sends multipart and reads a blob.
 */
export const PROFILE_PICTURE_PATH = '/api/app/mobileIdentityUser/profilePicture';
export const SET_PROFILE_PICTURE_PATH = '/api/app/MobileIdentityUser/SetProfilePicture';
/** The multipart field the spec names. */
export const PROFILE_PICTURE_FIELD = 'profilePictureFile';
/** "Under 2MB" (spec §9): 2 MiB and more is refused. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The spec's own texts (§5, §8), spelling included; the server answers the first two as 400s. */
export const PICTURE_MESSAGES = {
  tooLarge: 'The Image must be less than 2MB',
  missing: 'There is no image selected',
  notAnImage: 'The file must be a JPEG, PNG or WebP image.',
} as const;
