import { vi } from 'vitest';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { registerEditDefaults } from '../api/edits/policy';
import { configureTestHttp } from './fake-api';
import { connectivity } from '../ui/connectivity-store';
import { toast } from '../ui/toast-store';

// Screens whose changes are offline edits, tested against the fake API: a query client set up
// as the app's, and what a test changed globally put back afterwards.

let clients: QueryClient[] = [];

/** A mounted query client with the app's edit policy, dropped by `resetWorld`. */
export function editClient(): QueryClient {
  configureTestHttp();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'user-1' });
  client.mount();
  clients.push(client);
  return client;
}

/** Puts back what a test changed globally. */
export function resetWorld() {
  // A change left waiting by a test must not be sent (into the next test's fake server) when the
  // connection comes back below: its mutations go with the test.
  clients.forEach((client) => {
    client.getMutationCache().clear();
    client.unmount();
  });
  clients = [];
  vi.unstubAllGlobals();
  toast.clear();
  connectivity.answered();
  onlineManager.setOnline(true);
}

export const toasts = (kind: string) =>
  toast
    .getAll()
    .filter((item) => item.kind === kind)
    .map((item) => item.message);
