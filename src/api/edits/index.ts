// Offline edits (DESIGN.md): every create, update and delete goes through here.
export { describeEdit } from './describe.ts';
export type { EditCall } from './calls.ts';
export { editKey, type Edit, type EditOutcome } from './edit.ts';
export { runEdit, useRunEdit, usePendingEdits, type NewEdit, type PendingEdit } from './run.ts';
