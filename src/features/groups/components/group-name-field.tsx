import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../ui/text-field';
import { groupNameProblem } from './group-name';

/** The group's name (spec part 2 §5: required), with its problem once the field is left. */
export function GroupNameField(props: { value: string; onChange: (name: string) => void }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Group name`}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={groupNameProblem(props.value) ?? undefined}
      required
      autoComplete="off"
    />
  );
}
