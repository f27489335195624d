import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomRangeForm } from './custom-range-form';

const NOW = new Date(2026, 2, 10, 12, 30, 42, 500);
const initial = {
  from: new Date(2026, 2, 10, 11, 30).toISOString(),
  to: new Date(2026, 2, 10, 12, 30).toISOString(),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function show() {
  const onApply = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <CustomRangeForm initial={initial} onApply={onApply} />
    </I18nProvider>,
  );
  return onApply;
}

async function apply(from: string, to: string) {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
}

describe('custom history range', () => {
  it('starts from the shown range, limited to the current minute', () => {
    show();
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2026-03-10T11:30');
    expect(from).toHaveAttribute('max', '2026-03-10T12:30');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-03-10T12:30');
    expect(
      screen.getByText('Please select a time range of up to 24 hours within the last 30 days.'),
    ).toBeVisible();
  });

  it.each([
    [
      'a 25-hour range',
      '2026-03-09T10:00',
      '2026-03-10T11:00',
      'To',
      'Date must be within 24 hours',
    ],
    [
      'a future end',
      '2026-03-10T12:00',
      '2026-03-10T13:00',
      'To',
      'the date can`t be in the future',
    ],
    [
      'an old start',
      '2026-02-01T10:00',
      '2026-02-01T11:00',
      'From',
      'Date must be within the last 30 days',
    ],
    [
      'a start after the end',
      '2026-03-10T11:00',
      '2026-03-10T10:00',
      'From',
      'From date must be before to date',
    ],
    [
      'an end before the start',
      '2026-03-10T11:00',
      '2026-03-10T10:00',
      'To',
      'To date must be after from date',
    ],
  ])('refuses %s on its input and applies nothing', async (_, from, to, field, message) => {
    const onApply = show();
    await apply(from, to);
    const alert = screen.getByText(message).closest('[role="alert"]')!;
    expect(alert).toBeVisible();
    const input = screen.getByLabelText(field);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies a valid range with the seconds zeroed and clears the messages', async () => {
    const onApply = show();
    await apply('2026-03-09T10:00', '2026-03-10T11:00');
    expect(screen.getByRole('alert')).toBeVisible();
    await apply('2026-03-09T14:05:30', '2026-03-10T09:15:59');
    expect(onApply).toHaveBeenCalledWith({
      from: new Date(2026, 2, 9, 14, 5).toISOString(),
      to: new Date(2026, 2, 10, 9, 15).toISOString(),
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
