import { describe, expect, it } from 'vitest';
import { createBody, formValues, updateBody } from './user-form';

const typed = {
  ...formValues(null),
  userName: '  sara ',
  name: 'Sara',
  surname: ' ',
  email: 'sara@example.com',
  password: 'Secret-1',
};

describe('user form', () => {
  it('creates with the password, trimmed names and empty fields as null', () => {
    expect(createBody(typed, ['Support'])).toEqual({
      userName: 'sara',
      name: 'Sara',
      surname: null,
      email: 'sara@example.com',
      phoneNumber: null,
      isActive: true,
      lockoutEnabled: true,
      password: 'Secret-1',
      roleNames: ['Support'],
    });
  });

  it('leaves the roles out when they are not sent (the server keeps or defaults them)', () => {
    expect(createBody(typed, undefined)).not.toHaveProperty('roleNames');
  });

  it('keeps the current password when the new one is left empty on edit', () => {
    const body = updateBody({ ...typed, password: '' }, undefined, 'stamp-1');
    expect(body).not.toHaveProperty('password');
    expect(body.concurrencyStamp).toBe('stamp-1');
    expect(updateBody(typed, undefined, 'stamp-1').password).toBe('Secret-1');
  });
});
