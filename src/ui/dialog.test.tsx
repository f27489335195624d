import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { toast } from './toast-store';
import { Toaster } from './toaster';
import { renderUi as render } from './test-utils';

/** A list dialog whose row button asks a question that removes that row. */
function ListWithRemoval() {
  const [rows, setRows] = useState(['A']);
  const [asking, setAsking] = useState(false);
  return (
    <Dialog open title="Requests">
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setAsking(true)}>
          Cancel {row}
        </button>
      ))}
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel this request?"
        footer={
          <button
            type="button"
            onClick={() => {
              setRows([]);
              setAsking(false);
            }}
          >
            Yes
          </button>
        }
      />
    </Dialog>
  );
}

/** A dialog opened from state, with no Dialog.Trigger (a row's Edit button). */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      {open ? <Dialog open onOpenChange={setOpen} title="Edit the row" /> : null}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it without a trigger', async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit the row' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('keeps focus in the dialog underneath when its opener is gone', async () => {
    const user = userEvent.setup();
    render(<ListWithRemoval />);
    await user.click(screen.getByRole('button', { name: 'Cancel A' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Requests' })),
    );
    expect(screen.queryByRole('button', { name: 'Cancel A' })).toBeNull();
  });

  it('closes on the first Escape while a notification is showing', async () => {
    // A "Saved" toast from the step before can be the top layer for Radix: the dialog the user
    // is in must still close on Escape, not only the toast.
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <OpenedFromState />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit the row' });
    toast.success('Saved successfully');
    await screen.findByText('Saved successfully');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes only the dialog on top when one is open over another', async () => {
    const user = userEvent.setup();
    render(<ListWithRemoval />);
    await user.click(screen.getByRole('button', { name: 'Cancel A' }));
    await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Cancel this/ })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Requests' })).toBeInTheDocument();
  });
});
