import { describe, expect, it } from 'vitest';
import { translateUserMessage } from './user-messages.ts';

describe('user-facing server messages', () => {
  it('fills the values of the English message into the Arabic one', () => {
    expect(translateUserMessage('ar', 'Please wait 17 seconds before asking for a new code.')).toBe(
      'يرجى الانتظار 17 ثانية قبل طلب رمز جديد.',
    );
    expect(translateUserMessage('ar', "Email 'a@b.sy' is already taken.")).toBe(
      "البريد الإلكتروني 'a@b.sy' مستخدم من قبل.",
    );
  });

  it('leaves English alone, and unknown messages as they are', () => {
    expect(translateUserMessage('en', 'Incorrect password.')).toBe('Incorrect password.');
    expect(translateUserMessage('ar', 'Something new')).toBe('Something new');
  });
});
