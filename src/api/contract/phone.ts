/**
 * Phone numbers travel as E.164 (`+9639…`). Users type them in many local forms; both sides
 * normalise with this one function so the client can warn before the server refuses.
 */
const E164 = /^\+[1-9]\d{7,14}$/;

export function normalizePhone(input: string): string | null {
  const compact = input
    .replace(/[\s\-().]/g, '')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  let phone = compact;
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  // Syrian local forms: 09XXXXXXXX (mobile) → +9639XXXXXXXX; 9XXXXXXXX → +9639XXXXXXXX.
  else if (/^09\d{8}$/.test(phone)) phone = `+963${phone.slice(1)}`;
  else if (/^9\d{8}$/.test(phone)) phone = `+963${phone}`;
  else if (/^963\d{9}$/.test(phone)) phone = `+${phone}`;
  return E164.test(phone) ? phone : null;
}
