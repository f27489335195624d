import {
  EDITABLE_SETTINGS,
  SETTING_URL_MAX,
} from '../../../src/api/contract/setting-management.ts';
import { unique, type WorstRequest } from './world.ts';

// The host's GoTrack settings and the test e-mail of the settings screen (issue 29).

/** Every editable setting at once, each at its longest allowed value (the links new each time). */
function longestValues(): Record<string, string> {
  const link = unique('https://example.com/', SETTING_URL_MAX);
  const byKind = {
    switch: 'False',
    link,
    phone: '+963933123456',
    corridor: '5000',
    timeZone: 'America/Argentina/ComodRivadavia',
    minStop: '240',
    retention: '365',
  };
  return Object.fromEntries([...EDITABLE_SETTINGS].map(([name, kind]) => [name, byKind[kind]]));
}

export const settingsRequests: WorstRequest[] = [
  {
    endpoint: 'PUT /api/setting-management/gotrack',
    status: 204,
    prepare: async (w) => ({
      method: 'PUT',
      url: '/api/setting-management/gotrack',
      headers: w.admin,
      payload: { values: longestValues() },
    }),
  },
  {
    // At most four sends here (a warm-up and three tries): within the five a minute allowed.
    endpoint: 'POST /api/setting-management/emailing/send-test-email',
    status: 204,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/setting-management/emailing/send-test-email',
      headers: w.admin,
      payload: {
        senderEmailAddress: 's'.repeat(256),
        targetEmailAddress: `${'a'.repeat(240)}@example.com`,
        subject: 'S'.repeat(200),
        body: 'B'.repeat(2000),
      },
    }),
  },
];
