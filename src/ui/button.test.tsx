import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';
import { renderUi as render } from './test-utils';

describe('Button', () => {
  it('is busy and not clickable while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon-only button by its aria-label', () => {
    render(<IconButton aria-label="Delete" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('type', 'button');
  });
});
