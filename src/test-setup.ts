import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';

// Components render with the source (English) messages unless a test activates another locale.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => cleanup());

// findBy*/waitFor still resolve the moment their condition holds; the bound only matters on a
// starved CPU (CI beside another heavy job), where a lazy chunk can take seconds to evaluate
// and the library's 1 s default failed tests that were right.
configure({ asyncUtilTimeout: 10_000 });
