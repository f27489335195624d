import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import {
  ACCOUNT,
  G1,
  LINA,
  V1,
  V2,
  fakeApi,
  group,
  json,
  observer,
  paged,
  refused,
  renderWithEdits,
  resetWorld,
  toasts,
  vehicle,
} from '../testing';
import { ObserverFormDialog } from './observer-form-dialog';

const CREATE = '/api/app/observation/observer';

function api() {
  return fakeApi({
    'GET /api/app/vehicle': () =>
      json(
        paged([
          vehicle(V1, '501000', 'Damascus Private'),
          vehicle(V2, '501137', 'Damascus Public'),
        ]),
      ),
    'GET /api/app/vehicleGroup': () => json(paged([group(G1, 'Trucks')])),
    [`POST ${CREATE}`]: ({ body }) => json({ ...observer(), ...(body as object) }),
    [`PUT ${CREATE}`]: ({ body }) => json({ ...observer(), ...(body as object) }),
  });
}

function open(props: { groupsOn?: boolean; edit?: boolean } = {}) {
  const onClose = vi.fn();
  renderWithEdits(
    <ObserverFormDialog
      accountId={ACCOUNT}
      groupsOn={props.groupsOn ?? true}
      observer={props.edit ? observer() : undefined}
      onClose={onClose}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

afterEach(resetWorld);

describe('ObserverFormDialog', () => {
  it('keeps Save disabled until name and phone are valid; messages only once touched', async () => {
    api();
    const { dialog } = open();
    expect(within(dialog).getByRole('heading', { name: 'Add observer' })).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).queryByText('This field is required')).toBeNull();

    const name = screen.getByLabelText('Name', { exact: false });
    fireEvent.blur(name);
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    type('Name', '  Omar  ');
    const phone = screen.getByLabelText('Phone number', { exact: false });
    expect(phone).toHaveAttribute('dir', 'ltr');
    type('Phone number', '12');
    expect(save).toBeDisabled();
    expect(within(dialog).queryByText(/Enter a valid mobile number/)).toBeNull();
    fireEvent.blur(phone);
    expect(within(dialog).getByText(/Enter a valid mobile number/)).toBeInTheDocument();

    type('Name', 'x'.repeat(65));
    type('Phone number', '0944 123 456');
    expect(within(dialog).getByText('A name can be at most 64 characters.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    type('Name', 'Omar');
    expect(save).toBeEnabled();
  });

  it('adds an observer with the vehicles and groups picked, the phone as E.164', async () => {
    const server = api();
    const { onClose, dialog } = open();
    type('Name', ' Omar ');
    type('Phone number', '٠٩٤٤ ١٢٣ ٤٥٦');
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: '501137 - Damascus Public' }),
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Trucks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: CREATE,
        body: {
          name: 'Omar',
          phoneNumber: '+963944123456',
          vehicleIds: [V2],
          vehicleGroupIds: [G1],
        },
      }),
    ]);
    expect(toasts('success')).toEqual(['The observer was added.']);
    // The pickers load 50 a page (spec part 2 §9).
    expect(server.sent.find((c) => c.path === '/api/app/vehicle')!.query).toEqual({
      skipCount: '0',
      maxResultCount: '50',
    });
  });

  it('offers no group picker without group management', async () => {
    api();
    const { dialog } = open({ groupsOn: false });
    expect(await within(dialog).findByRole('group', { name: 'Vehicles' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Vehicle groups' })).toBeNull();
  });

  it('keeps the form as typed when the server refuses, with the server’s words', async () => {
    const server = api();
    const message = 'This phone number already belongs to a member of this track account.';
    server.routes[`POST ${CREATE}`] = () => refused(message);
    const { onClose, dialog } = open();
    type('Name', 'Omar');
    type('Phone number', '0944123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts('error')).toEqual([message]));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Omar');
    expect(screen.getByLabelText('Phone number', { exact: false })).toHaveValue('0944123456');
  });

  it('closes at once offline: the observer waits on the device to be sent', async () => {
    const server = api();
    const { onClose, dialog } = open();
    await within(dialog).findByRole('checkbox', { name: '501000 - Damascus Private' });
    onlineManager.setOnline(false);
    type('Name', 'Omar');
    type('Phone number', '0944123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes()).toEqual([]);
    expect(toasts('info')).toEqual([
      'Saved on this device. It will be sent when the connection is back.',
    ]);
  });

  it('edits name and phone of an observer by its association id, and says what a new number does', async () => {
    const server = api();
    const { onClose, dialog } = open({ edit: true });
    expect(within(dialog).getByRole('heading', { name: 'Edit observer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Lina');
    expect(
      within(dialog).getByText(/A new number gives this observer's place/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Vehicles' })).toBeNull();
    type('Name', 'Lina K.');
    type('Phone number', '+963 944 000 009');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          userTrackAccountAssociationId: LINA,
          name: 'Lina K.',
          phoneNumber: '+963944000009',
        },
      }),
    ]);
  });
});
