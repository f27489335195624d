import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { updateDraft } from '../draft';
import { writeCreateState } from './create-draft';
import { DEFAULT_VALUES } from './create-form';
import { CreateSubscriptionPage } from './create-page';

const plans = [{ key: 'gold', localizedName: 'Gold', price: 10, userCount: 4 }];
const nodes = [
  { nodeId: 'sy', name: 'Syria', displayName: 'Syria', type: 'Country', parentId: null },
  { nodeId: 'dm', name: 'Damascus', displayName: 'Damascus', type: 'Governorate', parentId: 'sy' },
  {
    nodeId: 'dc',
    name: 'DamascusCity',
    displayName: 'Damascus city',
    type: 'City',
    parentId: 'dm',
  },
];
const call = vi.fn((endpoint: { path: string }) => {
  if (endpoint.path === '/api/app/subscriptionPlan') return Promise.resolve({ items: plans });
  if (endpoint.path === '/api/app/geoNode') return Promise.resolve({ items: nodes });
  return Promise.resolve({ items: [], totalCount: 0 });
});
vi.mock('../../../api/http.ts', () => ({ call: (e: { path: string }) => call(e) }));
vi.mock('../../../api/use-abp-localize', () => ({
  useAbpLocalize: () => (text: string) => `text of ${text}`,
}));
vi.mock('../../../api/app-context', () => ({
  useCurrentAppState: () => ({ setting: { values: {} } }),
}));

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderPage() {
  const root = createRootRoute();
  const at = (path: string, node: React.ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component: () => node });
  const router = createRouter({
    routeTree: root.addChildren([
      at('/track-accounts/create', <CreateSubscriptionPage online />),
      at('/track-accounts', <p>accounts</p>),
      at('/plans', <p>plans page</p>),
    ]),
    history: createMemoryHistory({ initialEntries: ['/track-accounts/create'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('create-subscription steps', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes type → details by keyboard and back again', async () => {
    const user = userEvent.setup();
    renderPage();
    await heading('Choose the subscription type');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Business subscription' }));
    await user.keyboard('{Enter}');
    await heading('Subscription details');
    expect(screen.getByRole('textbox', { name: /Company name/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Choose the subscription type');
    expect(screen.getByRole('radio', { name: 'Business subscription' })).toBeChecked();
  });

  it('restores the draft after /plans, jumps to step 2 and keeps Confirm off until valid', async () => {
    writeCreateState({
      isBusiness: false,
      values: { ...DEFAULT_VALUES, accountName: 'My car' },
      vehicles: [],
      step: 1,
      userCount: undefined,
    });
    updateDraft({ subscriptionPlanKey: 'gold', userCount: 4 });
    const user = userEvent.setup();
    renderPage();
    await heading('Subscription details');
    expect(screen.getByRole('textbox', { name: /Account name/ })).toHaveValue('My car');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Plan/ })).toHaveValue('gold'),
    );
    expect(screen.getByRole('textbox', { name: /User count/ })).toHaveValue('4');
    // The first geo node is the default country; governorate and city are still missing.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('sy'),
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Governorate/ }), 'dm');
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'dc');
    expect(confirm).toBeEnabled();
    // Without Excel and without vehicles: the spec's count message, nothing sent.
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'text of ::UserPortal:vehicleCountError',
    );
    expect(call.mock.calls.some(([e]) => e.path.includes('tempBill'))).toBe(false);
  });

  it('asks for the bundle once SMS is chosen', async () => {
    writeCreateState({
      isBusiness: false,
      values: DEFAULT_VALUES,
      vehicles: [],
      step: 1,
      userCount: undefined,
    });
    const user = userEvent.setup();
    renderPage();
    await heading('Subscription details');
    expect(screen.queryByRole('combobox', { name: /SMS bundle/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('combobox', { name: /SMS bundle/ })).toBeRequired();
  });
});
