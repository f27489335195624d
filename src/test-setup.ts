import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';

// Components render with the source (English) messages unless a test activates another locale.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => cleanup());
