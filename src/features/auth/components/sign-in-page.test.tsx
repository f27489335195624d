import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { RuntimeConfigProvider } from '../../../api/app-context';
import { configureHttp } from '../../../api/http';
import { toast } from '../../../ui/toast-store';
import { initAuth } from '../auth-runtime';
import { fakeFetch, json, testConfig, tokenResponse } from '../testing/fake-provider';
import { loadCodeStep, loadOwnPasswordStep, SignInPage } from './sign-in-page';

const queryClient = new QueryClient();
const profile = {
  firstName: 'Rami',
  lastName: 'Khalil',
  email: 'rami@example.com',
  isVerified: false,
  phoneNumber: '+963944123456',
  hasProfilePicture: false,
};

beforeAll(() => {
  // jsdom has no scrolling; the router restores scroll positions.
  window.scrollTo = () => undefined;
  configureHttp({
    apiURL: testConfig.apiURL,
    tokenOrigins: [testConfig.apiURL],
    getAccessToken: () => null,
    getTenantId: () => null,
    getLanguage: () => 'en',
    onUnauthorized: () => undefined,
  });
  initAuth({
    config: testConfig,
    queryClient,
    clearPersistedCache: async () => {},
    reload: vi.fn(),
  });
});
// The code and profile steps (with their texts) load with lazy import()s when the stepper reaches
// them; on a loaded machine the first import can outlast findBy*'s 1 s. Load them once here, so
// the tests wait for the steps, not for the modules.
beforeAll(() => Promise.all([loadCodeStep(), import('./profile-step'), loadOwnPasswordStep()]));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

function renderSignIn() {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <SignInPage /> }),
    createRoute({
      getParentRoute: () => root,
      path: '/track-accounts',
      component: () => <h1>Landed</h1>,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory(),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RuntimeConfigProvider config={testConfig}>
          <RouterProvider router={router} />
        </RuntimeConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** Phone → code (pre-filled by the demo endpoint) → Verify. */
async function throughCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Phone number/), '0944 123 456');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const code = await screen.findByLabelText(/Verification code/);
  expect(code).toHaveValue('123456');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveFocus();
  expect(screen.getByRole('button', { name: /Click here to resend Code/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('sign-in stepper', () => {
  it('asks for the profile when the token says so, then lands on the track accounts', async () => {
    const grants: string[] = [];
    const fake = fakeFetch({
      'POST /api/app/otp/sendOtpDev': () => new Response('123456'),
      'POST /connect/token': (body) => {
        const grant = new URLSearchParams(String(body)).get('grant_type')!;
        grants.push(grant);
        return json(tokenResponse({ profile_requires_update: grant === 'otp' }));
      },
      'PUT /api/app/mobileIdentityUser/profile': () => json(profile),
    });
    vi.stubGlobal('fetch', fake.fetchMock);
    const user = userEvent.setup();
    renderSignIn();

    await throughCode(user);
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toHaveFocus();
    await user.type(screen.getByLabelText(/First name/), 'Rami');
    await user.type(screen.getByLabelText(/Last name/), 'Khalil');
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'rami@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Landed' })).toBeInTheDocument();
    expect(grants).toEqual(['otp', 'refresh_token']);
    const sent = fake.calls.find((c) => c.path === '/api/app/otp/sendOtpDev');
    expect(JSON.parse(sent!.body)).toEqual({ msisdn: '+963944123456' });
    const saved = fake.calls.find((c) => c.path === '/api/app/mobileIdentityUser/profile');
    expect(JSON.parse(saved!.body)).toEqual({
      firstName: 'Rami',
      lastName: 'Khalil',
      email: 'rami@example.com',
    });
  });

  it('skips the profile step when the profile is complete', async () => {
    const fake = fakeFetch({
      'POST /api/app/otp/sendOtpDev': () => new Response('123456'),
      'POST /connect/token': () => json(tokenResponse({ profile_requires_update: false })),
    });
    vi.stubGlobal('fetch', fake.fetchMock);
    const user = userEvent.setup();
    renderSignIn();
    await throughCode(user);
    expect(await screen.findByRole('heading', { name: 'Landed' })).toBeInTheDocument();
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('offers the holder of an administrator-set number their own password, without a second code', async () => {
    const fake = fakeFetch({
      'POST /api/app/otp/sendOtpDev': () => new Response('123456'),
      'POST /connect/token': () =>
        json(tokenResponse({ profile_requires_update: false, set_own_password: true })),
      'POST /api/account/my-profile/change-password': () => new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', fake.fetchMock);
    const user = userEvent.setup();
    renderSignIn();
    await throughCode(user);
    const heading = await screen.findByRole('heading', { name: 'Choose your own password' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/no longer works/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Holders-own1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Holders-0wn1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Holders-own1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Landed' })).toBeInTheDocument();
    const saved = fake.calls.filter((c) => c.path === '/api/account/my-profile/change-password');
    expect(saved.map((c) => JSON.parse(c.body))).toEqual([{ newPassword: 'Holders-own1' }]);
  });

  it('lets the holder skip their own password (codes keep signing them in)', async () => {
    const fake = fakeFetch({
      'POST /api/app/otp/sendOtpDev': () => new Response('123456'),
      'POST /connect/token': () =>
        json(tokenResponse({ profile_requires_update: false, set_own_password: true })),
    });
    vi.stubGlobal('fetch', fake.fetchMock);
    const user = userEvent.setup();
    renderSignIn();
    await throughCode(user);
    await screen.findByRole('heading', { name: 'Choose your own password' });
    await user.click(screen.getByRole('button', { name: /^Skip/ }));
    expect(await screen.findByRole('heading', { name: 'Landed' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.includes('change-password'))).toBe(false);
  });

  it('checks the phone number before sending anything', async () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fetchMock);
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone number/), '12');
    expect(screen.getByText(/Enter a valid mobile number/)).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('says "the OTP is not valid" for a refused code, and goes back to the phone', async () => {
    const fake = fakeFetch({
      'POST /api/app/otp/sendOtpDev': () => new Response('123456'),
      'POST /connect/token': () => json({ error: 'invalid_grant', error_description: 'x' }, 400),
    });
    vi.stubGlobal('fetch', fake.fetchMock);
    const user = userEvent.setup();
    renderSignIn();
    await throughCode(user);
    await vi.waitFor(() =>
      expect(toast.getAll().map((t) => t.message)).toEqual(['the OTP is not valid']),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Phone number/)).toHaveFocus();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+963944123456');
  });
});
