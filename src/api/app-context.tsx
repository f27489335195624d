import { createContext, useContext, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { RuntimeConfig } from './contract/runtime-config.ts';
import { useAppState } from './app-state.ts';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider(props: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={props.config}>{props.children}</ConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return config;
}

/** The application configuration for the active language. */
export function useCurrentAppState() {
  const { i18n } = useLingui();
  return useAppState(i18n.locale);
}
