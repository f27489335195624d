import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
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

describe('Dialog', () => {
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
});
