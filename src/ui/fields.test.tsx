import { screen } from '@testing-library/react';
import { renderUi as render } from './test-utils';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { FormTextField } from './form-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('shows its validation message only after the field is left', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" hint="As on your ID" error="minLength[3]" />);
    const input = screen.getByLabelText('Name');
    expect(screen.queryByText('Must be at least 3 characters')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your ID');

    await user.click(input);
    await user.tab();

    expect(screen.getByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Must be at least 3 characters');
  });

  it('follows a controlled touched flag', () => {
    const { rerender } = render(<TextField label="Email" error="email" touched={false} />);
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    rerender(<TextField label="Email" error="email" touched />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });
});

describe('SelectField and CheckboxField', () => {
  it('label their controls and show errors once touched', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SelectField
          label="Plan"
          placeholder="Choose…"
          options={[{ value: 'basic', label: 'Basic' }]}
          error="required"
        />
        <CheckboxField label="I agree" error="smsBundleRequired" touched />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Plan' });
    await user.selectOptions(select, 'basic');
    await user.tab();
    expect(select).toHaveAccessibleDescription('This field is required');
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('This field is required');
    await user.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });
});

function ObserverForm() {
  const { control } = useForm({ defaultValues: { name: '' }, mode: 'onTouched' });
  return (
    <FormTextField control={control} name="name" label="Observer name" rules={{ minLength: 3 }} />
  );
}

describe('FormTextField', () => {
  it('turns react-hook-form rules into the interpolated message after blur', async () => {
    const user = userEvent.setup();
    render(<ObserverForm />);
    const input = screen.getByLabelText('Observer name');
    await user.type(input, 'ab');
    expect(screen.queryByText('Must be at least 3 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
