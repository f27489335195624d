import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MobileProfile } from '../../../api/contract/identity.ts';
import { renderUi } from '../../../ui/test-utils';
import {
  ACCOUNT,
  V1,
  fakeApi,
  features,
  json,
  paged,
  renderScreen,
  resetWorld,
  vehicle,
} from '../testing';
import { AddAlertPage } from './add-alert-page';
import { VerifyEmailDialog } from './verify-email-dialog';

const PROFILE = '/api/app/mobileIdentityUser/profile';
const profile = (over: Partial<MobileProfile> = {}): MobileProfile => ({
  firstName: 'Sami',
  lastName: 'Haddad',
  email: null,
  isVerified: false,
  phoneNumber: '+963944000001',
  hasProfilePicture: false,
  ...over,
});

/** The server: the address is verified once the mailed code 123456 comes back. */
function serve() {
  const state = { profile: profile() };
  const api = fakeApi({
    'GET /api/app/vehicle': () => json(paged([vehicle(V1, '501000')])),
    [`GET ${PROFILE}`]: () => json(state.profile),
    'PUT /api/app/mobileIdentityUser/email': (c) => {
      state.profile = { ...state.profile, email: (c.body as { email: string }).email };
      return json(state.profile);
    },
    'POST /api/app/mobileIdentityUser/verifyEmail': () => {
      state.profile = { ...state.profile, isVerified: true };
      return json(state.profile);
    },
  });
  return { api, state };
}

async function toStepTwo(demo = false) {
  renderScreen(
    <AddAlertPage accountId={ACCOUNT} features={features()} initialType="SpeedViolation" />,
    '/main/alerts/add-alert',
    demo,
  );
  fireEvent.click(await screen.findByRole('checkbox', { name: /501000/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('checkbox', { name: 'E-mail' });
}

afterEach(resetWorld);

describe('the Mailing rule (spec part 2 §4)', () => {
  it('opens the verify-email dialog for an unverified address, then drops Mailing regardless', async () => {
    const { api } = serve();
    const mailing = await toStepTwo();
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    fireEvent.click(mailing);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail address' });
    const email = within(dialog).getByLabelText(/E-mail address/);
    expect(email).toHaveAttribute('type', 'email');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    fireEvent.change(email, { target: { value: 'sami@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    const code = await within(dialog).findByLabelText(/Code from the e-mail/);
    await waitFor(() => expect(code).toHaveFocus());
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await within(dialog).findByText(/is verified/);
    const readsBefore = api.reads(PROFILE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The profile is read again and Mailing is not chosen: the user chooses it again.
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await waitFor(() => expect(api.reads(PROFILE)).toBe(readsBefore + 1));
    expect(api.writes().map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/app/mobileIdentityUser/email', { email: 'sami@example.com' }],
      ['POST', '/api/app/mobileIdentityUser/verifyEmail', { code: '123456' }],
    ]);
    // Verified now: Mailing stays chosen, and choosing it again takes it out.
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
  });

  it('drops Mailing also when the dialog is closed without verifying', async () => {
    serve();
    const mailing = await toStepTwo();
    fireEvent.click(mailing);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
  });
});

describe('the verify-email dialog', () => {
  it('fills in the code a demo server answers', async () => {
    const { api } = serve();
    api.routes['PUT /api/app/mobileIdentityUser/emailDev'] = () =>
      new Response('Your code is 654321', { status: 200 });
    fireEvent.click(await toStepTwo(true));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail address' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
      target: { value: 'sami@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    const code = await within(dialog).findByLabelText(/Code from the e-mail/);
    expect(code).toHaveValue('654321');
  });

  it('shows a verified address with Change, which asks for a new one', () => {
    const onClose = vi.fn();
    renderUi(
      <VerifyEmailDialog
        profile={{ email: 'sami@example.com', isVerified: true }}
        demo={false}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your e-mail address sami@example.com is verified.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('sami@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
