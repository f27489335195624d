import { HttpError, userMessage } from '../../../api/http-error.ts';

export interface ServerProblem {
  /** Shown above the form's buttons. */
  message: string;
  /** ABP's validationErrors by camelCase member ("userName"), shown at those fields. */
  fields: Record<string, string>;
}

/** A refused save as the form shows it; the form keeps everything typed. */
export function serverProblem(error: unknown): ServerProblem {
  const fields: Record<string, string> = {};
  if (error instanceof HttpError) {
    for (const v of error.abp?.validationErrors ?? []) {
      for (const member of v.members) fields[member] ??= v.message;
    }
  }
  return { message: userMessage(error), fields };
}
