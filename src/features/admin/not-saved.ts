/**
 * Administration data (other people's names, phone numbers, e-mails, grants) is never written to
 * the device's saved query cache: an administrator's phone must not keep a copy of every user
 * after signing out or losing the phone. The admin screens are online-only by design.
 */
export const NOT_SAVED = { persist: false } as const;
