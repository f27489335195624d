// The same shape check as the server's `z.email()`: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** react-hook-form rule whose key `email` maps to the shared validation message. */
export const isEmail = (value: string) => !value || EMAIL.test(value.trim());
