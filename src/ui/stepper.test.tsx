import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';
import { renderUi as render } from './test-utils';

const steps = [{ label: 'Type' }, { label: 'Details' }, { label: 'Vehicles' }];

describe('Stepper', () => {
  it('marks the current step and the completed ones', () => {
    render(<Stepper steps={steps} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Type(completed)');
    expect(items[2]).not.toHaveTextContent('(completed)');
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
  });

  it('in linear mode lets the user go back but not skip ahead', async () => {
    const user = userEvent.setup();
    const onStepClick = vi.fn();
    render(<Stepper steps={steps} current={1} linear onStepClick={onStepClick} />);
    expect(screen.getByRole('button', { name: /Vehicles/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Type/ }));
    expect(onStepClick).toHaveBeenCalledWith(0);
  });
});
