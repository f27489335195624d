import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../../ui/test-utils';
import { SpeedGauge } from './speed-gauge';
import { speedLevel, stepSpeed } from './speed-level';

function Harness({ start, onChange }: { start: number; onChange?: (v: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <SpeedGauge
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('the speed gauge (spec part 2 §4, §5)', () => {
  it('is green below 120, orange from 120 to below 240, red from 240', () => {
    expect([0, 110, 119].map(speedLevel)).toEqual(['green', 'green', 'green']);
    expect([120, 230, 239].map(speedLevel)).toEqual(['orange', 'orange', 'orange']);
    expect([240, 360].map(speedLevel)).toEqual(['red', 'red']);
  });

  it('steps by 10 within 0–360', () => {
    expect(stepSpeed(80, 1)).toBe(90);
    expect(stepSpeed(80, -1)).toBe(70);
    expect(stepSpeed(0, -1)).toBe(0);
    expect(stepSpeed(360, 1)).toBe(360);
    expect(stepSpeed(84, 1)).toBe(90);
  });

  it('is a slider of 0–360 in steps of 10 read in km/h, with − and + buttons', () => {
    const onChange = vi.fn();
    renderUi(<Harness start={110} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Maximum speed' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '360');
    expect(slider).toHaveAttribute('step', '10');
    expect(slider).toHaveAttribute('aria-valuetext', '110 km/h (Low)');
    fireEvent.click(screen.getByRole('button', { name: '10 km/h faster' }));
    expect(onChange).toHaveBeenLastCalledWith(120);
    expect(slider).toHaveAttribute('aria-valuetext', '120 km/h (Medium)');
    expect(slider.closest('[data-level]')).toHaveAttribute('data-level', 'orange');
    // The keyboard moves a native range input by its step; the value it reports is taken as is.
    fireEvent.change(slider, { target: { value: '240' } });
    expect(onChange).toHaveBeenLastCalledWith(240);
    expect(slider).toHaveAttribute('aria-valuetext', '240 km/h (High)');
    fireEvent.click(screen.getByRole('button', { name: '10 km/h slower' }));
    expect(onChange).toHaveBeenLastCalledWith(230);
  });

  it('cannot go below 0 or above 360', () => {
    renderUi(<Harness start={0} />);
    expect(screen.getByRole('button', { name: '10 km/h slower' })).toBeDisabled();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '360' } });
    expect(screen.getByRole('button', { name: '10 km/h faster' })).toBeDisabled();
  });
});
