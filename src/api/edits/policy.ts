import type { QueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { IDEMPOTENCY_HEADER } from '../contract/idempotency.ts';
import { call } from '../http.ts';
import { HttpError, userMessage } from '../http-error.ts';
import { loadCatalog } from '../../i18n/i18n';
import { toast } from '../../ui/toast-store';
import type { Endpoint } from '../contract/endpoint.ts';
import { describeEdit } from './describe.ts';
import { EDIT_ROOT, type Edit } from './edit.ts';

/**
 * How every edit is sent, retried, kept or given up (DESIGN.md "Offline edits"). Registered as
 * the mutation defaults of `[EDIT_ROOT]` before the saved cache is restored, because an edit
 * restored after a restart has nothing else: the screen that made it is gone.
 */
export interface EditEnvironment {
  /** Resolves once the stored token is the edit's user's, for the edit's account. */
  ready: (edit: Edit) => Promise<void>;
  /** The signed-in user's id, recorded on each new edit. */
  currentUserId: () => string | undefined;
}

let environment: EditEnvironment | undefined;
export const editEnvironment = (): EditEnvironment => {
  if (!environment) throw new Error('Edits used before registerEditDefaults()');
  return environment;
};

/** The user signed out before the edit could be sent: it goes with the rest of their data. */
export class EditDropped extends Error {
  constructor() {
    super('The edit was dropped at sign-out');
    this.name = 'EditDropped';
  }
}

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/**
 * No answer (offline, a time-out, a gateway without a server): keep trying for as long as it
 * takes; TanStack pauses the edit while offline and resumes it when the server answers. A busy or
 * failing server: a few more tries. Anything else is the server's "no", and final.
 */
export function shouldRetryEdit(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 0 || status === 502 || status === 503 || status === 504) return true;
  if (status === 408 || status === 429 || (status !== undefined && status >= 500)) {
    return failureCount < 3;
  }
  return false;
}

/** The edits' calls load when the first one is sent: they carry the contract's schemas. */
async function send(edit: Edit): Promise<unknown> {
  await editEnvironment().ready(edit);
  const { editCalls } = await import('./calls.ts');
  // Widened: the call is known only at run time, and its answer is validated all the same.
  const endpoint: Endpoint | undefined = editCalls[edit.call];
  // Saved by a build that knew a call this one does not: the server cannot be asked.
  if (!endpoint) throw new HttpError(400, t`This app no longer knows how to send this change.`);
  return call(endpoint, {
    params: edit.params as Record<string, string> | undefined,
    query: edit.query as Record<string, string> | undefined,
    body: edit.body,
    headers: { [IDEMPOTENCY_HEADER]: edit.key },
    // The refusal is told once, below, naming the edit; "no answer" is not a failure here.
    silent: true,
  });
}

export function registerEditDefaults(queryClient: QueryClient, env: EditEnvironment) {
  environment = env;
  const refetch = (edit: Edit) =>
    Promise.all(
      edit.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ).catch(() => undefined);
  queryClient.setMutationDefaults([EDIT_ROOT], {
    mutationFn: (edit: Edit) => send(edit),
    retry: shouldRetryEdit,
    networkMode: 'online',
    // Settled edits leave the cache soon: only pending ones matter to screens and the saved copy.
    gcTime: 60_000,
    onSuccess: (_data: unknown, edit: Edit) => {
      edit.removes?.forEach((queryKey) => queryClient.removeQueries({ queryKey }));
      return refetch(edit);
    },
    onError: async (error: unknown, edit: Edit) => {
      if (error instanceof EditDropped) return;
      // A restored edit may be refused on a screen whose texts do not include these.
      await loadCatalog('manage').catch(() => undefined);
      const what = describeEdit(edit);
      toast.error(userMessage(error), { title: t`Not saved: ${what}` });
      return refetch(edit);
    },
  });
}
