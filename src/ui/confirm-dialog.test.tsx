import { screen, within } from '@testing-library/react';
import { renderUi as render } from './test-utils';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-provider';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    const ok = await confirm({ title: 'Delete alert?', message: 'This cannot be undone.' });
    setAnswer(String(ok));
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

// The dialog is lazy-loaded on first use; the first import of its module (Radix included) can
// take longer than findBy*'s 1 s on a loaded machine. Load it once here, so the tests wait for
// the dialog, not for the module.
beforeAll(() => import('./confirm-dialog'));

async function open() {
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete alert?' });
  expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  return { user, dialog };
}

describe('useConfirm', () => {
  it('resolves true on Yes', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a translated close button', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
  });
});
