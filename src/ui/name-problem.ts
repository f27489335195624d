import { t } from '@lingui/core/macro';
import { hasBidiControls } from '../api/contract/common.ts';

/**
 * What is wrong with the name of something an owner creates (a group, a zone, a route, a stop
 * point), in the reader's language, by the rules the server applies (spec part 2 §5: required) —
 * or null. Its texts are in the management catalog (lingui.config.ts).
 */
export function nameProblem(name: string, max: number): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t`This field is required`;
  if (trimmed.length > max) return t`A name can be at most ${max} characters.`;
  if (hasBidiControls(name)) return t`Names must not contain text-direction control characters.`;
  return null;
}
