import { ROUTE_NAME_MAX } from '../../../api/contract/routes.ts';
import { nameProblem } from '../../../ui/name-problem';
import { TextField } from '../../../ui/text-field';

/** What is wrong with a route's or a stop point's name (both required, spec §5), or null. */
export const routeNameProblem = (name: string) => nameProblem(name, ROUTE_NAME_MAX);

export interface NameFieldProps {
  label: string;
  value: string;
  onChange: (name: string) => void;
}

/** A required name, with its problem once the field is left. */
export function NameField({ label, value, onChange }: NameFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={routeNameProblem(value) ?? undefined}
      required
      autoComplete="off"
    />
  );
}
