import { GROUP_NAME_MAX } from '../../../api/contract/vehicle-groups.ts';
import { nameProblem } from '../../../ui/name-problem';

/** What is wrong with a group name (spec part 2 §5: required), or null. */
export const groupNameProblem = (name: string) => nameProblem(name, GROUP_NAME_MAX);
