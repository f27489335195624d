import type { IdentityUserDto } from '../../../api/contract/identity-admin.ts';

/** Locked now: a lock-out end in the future (set by failed sign-ins or by an administrator). */
export const lockedUntil = (user: IdentityUserDto, now = Date.now()): Date | null => {
  if (!user.lockoutEnd) return null;
  const end = new Date(user.lockoutEnd);
  return end.getTime() > now ? end : null;
};

/** The lengths an administrator picks from; "forever" is ABP's far-future end. */
export const LOCK_CHOICES = ['hour', 'day', 'week', 'forever'] as const;
export type LockChoice = (typeof LOCK_CHOICES)[number];

const HOUR = 3_600_000;
export function lockEnd(choice: LockChoice, now = Date.now()): Date {
  switch (choice) {
    case 'hour':
      return new Date(now + HOUR);
    case 'day':
      return new Date(now + 24 * HOUR);
    case 'week':
      return new Date(now + 7 * 24 * HOUR);
    case 'forever':
      return new Date('9999-12-31T00:00:00Z');
  }
}

/** A far-future end reads as "forever", not as a date in 9999. */
export const isForever = (end: Date) => end.getUTCFullYear() >= 9000;
