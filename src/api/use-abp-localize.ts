import { useCurrentAppState } from './app-context';
import { abpLocalize } from '../i18n/abp-localize.ts';

// Apart from app-context.tsx, which the first screen loads: only some later screens show ABP
// `Resource::Key` texts, and the resolver's code is not needed before them.

/** Resolves ABP `Resource::Key` texts against the loaded app state. */
export function useAbpLocalize() {
  const appState = useCurrentAppState();
  return (text: string, ...params: (string | number)[]) =>
    abpLocalize(appState.localization, text, params);
}
