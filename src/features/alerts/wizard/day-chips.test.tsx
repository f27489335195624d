import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { DayOfWeek } from '../../../api/contract/alerts.ts';
import { renderUi } from '../../../ui/test-utils';
import { DayChips } from './day-chips';

function Harness() {
  const [days, setDays] = useState<DayOfWeek[]>([]);
  return (
    <>
      <DayChips value={days} onChange={setDays} error={days.length ? undefined : 'Choose a day.'} />
      <output>{days.join(',')}</output>
    </>
  );
}

describe('day chips (spec part 2 §4)', () => {
  it('toggle a day in daysOfWeek, Sunday to Saturday, said with aria-pressed', () => {
    renderUi(<Harness />);
    const group = screen.getByRole('group', { name: 'Work days' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(screen.queryByText('Choose a day.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Thursday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sunday' }));
    expect(screen.getByRole('button', { name: 'Thursday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'false');
    // Kept in the week's order, not the order they were pressed in.
    expect(screen.getByRole('status').textContent).toBe('Sunday,Thursday');
    fireEvent.click(screen.getByRole('button', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thursday' }));
    expect(screen.getByRole('status').textContent).toBe('');
    // Touched and empty: the error shows.
    expect(screen.getByText('Choose a day.')).toBeVisible();
  });
});
