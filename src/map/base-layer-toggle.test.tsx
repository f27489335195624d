import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../ui/test-utils';
import { BaseLayerToggle } from './base-layer-toggle';

describe('BaseLayerToggle', () => {
  it('marks the shown layer as pressed and asks for the other', async () => {
    const onChange = vi.fn();
    renderUi(<BaseLayerToggle value="street" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Base map' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const satellite = screen.getByRole('button', { name: 'Satellite' });
    expect(satellite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(satellite);
    expect(onChange).toHaveBeenCalledWith('satellite');
  });
});
