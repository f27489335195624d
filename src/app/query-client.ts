import { QueryClient } from '@tanstack/react-query';
import { connectivity } from '../ui/connectivity-store';

export const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Kept as long as the persisted copy so offline screens still have data to show.
        gcTime: SEVEN_DAYS,
        staleTime: 30_000,
        // Retrying is for a server that hiccups. Without a network it would only pause the
        // query until one comes back, and whoever awaits it (start-up, choosing an account)
        // would wait as long: fail now, recovery.ts asks again when the server answers.
        retry: (count, error) => count < 2 && !isClientError(error) && connectivity.isOnline(),
        // 'offlineFirst' lets a cached answer show at once and the fetch fail quietly offline.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'online' },
    },
  });
}

const isClientError = (error: unknown) => {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500;
};
