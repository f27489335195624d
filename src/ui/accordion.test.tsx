import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';
import { renderUi as render } from './test-utils';

const items = [
  { id: 'z1', title: 'Warehouse', content: <p>Warehouse detail</p> },
  { id: 'z2', title: 'Depot', content: <p>Depot detail</p> },
];

describe('Accordion', () => {
  it('opens a panel on Enter and tells the caller which one', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Accordion items={items} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Warehouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');

    expect(onOpenChange).toHaveBeenCalledWith('z1', true);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Warehouse detail')).toBeVisible();
  });

  it('closes the open panel when another opens unless multiple', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Accordion items={items} defaultOpen={['z1']} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Depot' }));
    expect(onOpenChange).toHaveBeenCalledWith('z1', false);
    expect(onOpenChange).toHaveBeenCalledWith('z2', true);
    expect(screen.getByRole('button', { name: 'Warehouse' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
