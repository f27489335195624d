import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { appStateKeys } from '../../../api/app-state-keys.ts';
import { editClient, resetWorld, toasts } from '../../../testing/edit-world';
import { fakeApi, json, noContent } from '../../../testing/fake-api';
import { PermissionsDialog } from './permissions-dialog';

const perm = (name: string, displayName: string, parentName: string | null, isGranted = false) => ({
  name,
  displayName,
  parentName,
  isGranted,
  allowedProviders: ['R', 'U'],
  grantedProviders: isGranted ? [{ providerName: 'R', providerKey: 'admin' }] : [],
});
const permissions = {
  entityDisplayName: 'Support',
  groups: [
    {
      name: 'AbpIdentity',
      displayName: 'Identity management',
      displayNameKey: null,
      displayNameResource: null,
      permissions: [
        perm('AbpIdentity.Users', 'User management', null),
        perm('AbpIdentity.Users.Create', 'Create user', 'AbpIdentity.Users'),
      ],
    },
  ],
};

/** The dialog for the role `Support`, by a user with `roles` who holds `held`. */
function open(
  roles: string[] = ['admin'],
  held = ['AbpIdentity.Users', 'AbpIdentity.Users.Create'],
) {
  const client = editClient();
  client.setQueryData(appStateKeys.forLocale(i18n.locale), {
    auth: { grantedPolicies: Object.fromEntries(held.map((name) => [name, true])) },
    currentUser: { isAuthenticated: true, id: 'me', roles },
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const api = fakeApi({
    'GET /api/permission-management/permissions': () => json(permissions),
    'PUT /api/permission-management/permissions': () => noContent(),
  });
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PermissionsDialog
          target={{ providerName: 'R', providerKey: 'Support', displayName: 'Support' }}
          onClose={onClose}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { api, onClose, invalidate };
}

afterEach(resetWorld);

describe('PermissionsDialog', () => {
  it('closes without a call when nothing changed', async () => {
    const { api, onClose } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.writes()).toEqual([]);
  });

  it('checks the parent with its child and sends only the changes', async () => {
    const { api, onClose, invalidate } = open();
    expect(screen.getByRole('dialog', { name: 'Permissions - Support' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Create user' }));
    expect(screen.getByRole('checkbox', { name: 'User management' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()).toMatchObject([
      {
        method: 'PUT',
        query: { providerName: 'R', providerKey: 'Support' },
        body: {
          permissions: [
            { name: 'AbpIdentity.Users', isGranted: true },
            { name: 'AbpIdentity.Users.Create', isGranted: true },
          ],
        },
      },
    ]);
    expect(toasts('success')).toEqual(['Saved successfully']);
    // Not the signed-in user's own role: their app state stays.
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: appStateKeys.all() });
  });

  it('shows a role the user is in, read-only, and says who changes it', async () => {
    const { api } = open(['Support']);
    expect(await screen.findByRole('note')).toHaveTextContent(/your own permissions/);
    expect(screen.getByRole('checkbox', { name: 'Create user' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(api.writes()).toEqual([]);
  });

  it('offers only the permissions the user holds', async () => {
    open(['admin'], ['AbpIdentity.Users']);
    const create = await screen.findByRole('checkbox', { name: 'Create user' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('You do not have this permission');
    expect(screen.getByRole('checkbox', { name: 'User management' })).toBeEnabled();
  });
});
