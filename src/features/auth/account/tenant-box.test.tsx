import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { appStateQuery } from '../../../api/app-state';
import type { ApplicationConfiguration } from '../../../api/contract/abp.ts';
import { configureHttp } from '../../../api/http';
import { getSessionTenant } from '../../../api/session';
import { toast } from '../../../ui/toast-store';
import { fakeFetch, json } from '../testing/fake-provider';
import { TenantBox } from './tenant-box';

const state = (isEnabled: boolean) =>
  ({
    multiTenancy: { isEnabled },
    currentTenant: { isAvailable: false },
  }) as ApplicationConfiguration;

function renderBox(isEnabled = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appStateQuery('en').queryKey, state(isEnabled));
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <TenantBox />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { invalidate };
}

const lookup = (body: unknown) =>
  fakeFetch({ 'GET /api/abp/multi-tenancy/tenants/by-name/Acme': () => json(body) });

// TenantBox loads its dialog with a lazy import(). The first import of that module (transformed on
// demand, Radix included) took longer than findBy*'s 1 s on a loaded machine, and the dialog's
// "Name" field was not found: load it once here, so the tests wait for the dialog, not the module.
beforeAll(() => import('./tenant-switch-dialog'));
beforeAll(() =>
  configureHttp({
    apiURL: 'https://api.example',
    tokenOrigins: [],
    getAccessToken: () => null,
    getTenantId: () => null,
    getLanguage: () => 'en',
    onUnauthorized: () => undefined,
  }),
);
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

async function switchTo(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Switch' }));
  const field = await screen.findByLabelText('Name');
  await user.clear(field);
  if (name) await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('tenant box', () => {
  it('is hidden when multi-tenancy is off', () => {
    renderBox(false);
    expect(screen.queryByText('Tenant')).not.toBeInTheDocument();
  });

  it('switches to a tenant found by name and refreshes app state', async () => {
    const fake = lookup({ success: true, tenantId: 't-1', name: 'Acme', isActive: true });
    vi.stubGlobal('fetch', fake.fetchMock);
    const { invalidate } = renderBox();
    expect(screen.getByText('Not selected')).toBeInTheDocument();

    await switchTo('Acme');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSessionTenant()).toEqual({ id: 't-1', name: 'Acme', isAvailable: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['abp', 'application-configuration'] });
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });

  it('says the tenant is not available and keeps the dialog open', async () => {
    const fake = lookup({ success: false, tenantId: null, isActive: false });
    vi.stubGlobal('fetch', fake.fetchMock);
    const { invalidate } = renderBox();

    await switchTo('Acme');

    await waitFor(() =>
      expect(toast.getAll()).toMatchObject([
        { kind: 'error', title: 'Error', message: 'Given tenant is not available: Acme' },
      ]),
    );
    expect(getSessionTenant()).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('clears the tenant when the name is empty', async () => {
    localStorage.setItem(
      'abpSession',
      JSON.stringify({ tenant: { id: 't-1', name: 'Acme', isAvailable: true } }),
    );
    vi.stubGlobal('fetch', fakeFetch({}).fetchMock);
    renderBox();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    await switchTo('');
    await waitFor(() => expect(getSessionTenant()).toBeNull());
  });
});
