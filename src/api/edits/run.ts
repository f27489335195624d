import { useCallback } from 'react';
import {
  onlineManager,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { toast } from '../../ui/toast-store';
import type { EditCall } from './calls.ts';
import {
  EDIT_ROOT,
  editKey,
  editScope,
  type Edit,
  type EditOutcome,
  type EditResult,
} from './edit.ts';
import { editEnvironment } from './policy.ts';

/** What a screen says about a new edit; the rest (key, user, time) is filled in here. */
export type NewEdit<C extends EditCall> = Omit<Edit<C>, 'key' | 'userId' | 'madeAt'>;

/**
 * Makes an edit and sends it. Resolves when the server has done it ("sent"), or as soon as it is
 * kept on the device for later because there is no connection ("queued": the user is told, the
 * screen can close its form, and its list shows the edit pending). Rejects when the server refuses it (already told in a toast),
 * so a form that is still open keeps what the user typed.
 */
export function runEdit<C extends EditCall>(
  client: QueryClient,
  input: NewEdit<C>,
): Promise<EditOutcome<C>> {
  const edit: Edit<C> = {
    ...input,
    key: crypto.randomUUID(),
    userId: editEnvironment().currentUserId() ?? '',
    madeAt: Date.now(),
  };
  const cache = client.getMutationCache();
  const mutation: Mutation<EditResult<C>, Error, Edit<C>> = cache.build(client, {
    mutationKey: editKey(edit.call),
    scope: editScope(edit.accountId),
  });
  return new Promise((resolve, reject) => {
    // Paused because the app is offline, not merely behind an earlier edit of the same account.
    const stop = cache.subscribe((event) => {
      if (event.mutation !== mutation || !mutation.state.isPaused) return;
      if (onlineManager.isOnline()) return;
      stop();
      toast.info(t`Saved on this device. It will be sent when the connection is back.`);
      resolve({ status: 'queued' });
    });
    mutation.execute(edit).then(
      (data) => {
        stop();
        resolve({ status: 'sent', data });
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** `runEdit` bound to the app's query client. */
export function useRunEdit() {
  const client = useQueryClient();
  return useCallback(<C extends EditCall>(input: NewEdit<C>) => runEdit(client, input), [client]);
}

export interface PendingEdit {
  edit: Edit;
  /** Waiting for a connection (not merely being sent). */
  paused: boolean;
}

/** The account's edits not yet done, oldest first, of the given calls: lists show them pending. */
export function usePendingEdits(accountId: string, calls: readonly EditCall[]): PendingEdit[] {
  return useMutationState({
    filters: {
      mutationKey: [EDIT_ROOT],
      status: 'pending',
      predicate: (m) => {
        const edit = m.state.variables as Edit | undefined;
        return edit?.accountId === accountId && calls.includes(edit.call);
      },
    },
    select: (m) => ({ edit: m.state.variables as Edit, paused: m.state.isPaused }),
  });
}
