import { t } from '@lingui/core/macro';
import { GROUP_NAME_MAX } from '../../../api/contract/vehicle-groups.ts';
import { hasBidiControls } from '../../../api/contract/common.ts';

/**
 * What is wrong with a group name, in the reader's language (spec part 2 §5: the name is
 * required), by the same rules the server applies — or null.
 */
export function groupNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t`This field is required`;
  if (trimmed.length > GROUP_NAME_MAX) {
    return t`A name can be at most ${GROUP_NAME_MAX} characters.`;
  }
  if (hasBidiControls(name)) return t`Names must not contain text-direction control characters.`;
  return null;
}
