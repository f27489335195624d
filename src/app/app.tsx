import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { RuntimeConfigProvider } from '../api/app-context';
import type { RuntimeConfig } from '../api/contract/runtime-config.ts';
import type { createAppRouter } from './router';

export function App(props: {
  config: RuntimeConfig;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={props.queryClient}>
        <I18nProvider i18n={i18n}>
          <RuntimeConfigProvider config={props.config}>
            <RouterProvider router={props.router} />
          </RuntimeConfigProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
