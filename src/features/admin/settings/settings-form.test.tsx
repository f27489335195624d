import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { paymentSettingName } from '../../../api/contract/payment-switches.ts';
import {
  PAYMENT_SWITCH_SETTINGS,
  type GoTrackSettings,
} from '../../../api/contract/setting-management.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from '../../../api/contract/support.ts';
import { editClient, resetWorld, toasts } from '../../../testing/edit-world';
import { fakeApi, json, noContent } from '../../../testing/fake-api';
import { renderUi } from '../../../ui/test-utils';
import { SettingsForm } from './settings-form';

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const URL = '/api/setting-management/gotrack';
const settings = (over: Record<string, string | null> = {}): GoTrackSettings => ({
  values: {
    ...Object.fromEntries(PAYMENT_SWITCH_SETTINGS.map((name) => [name, 'True'])),
    [SETTING_SUPPORT_PHONE]: null,
    ...Object.fromEntries(Object.values(SOCIAL_SETTINGS).map((name) => [name, null])),
    'GoTrack.Alerts.RouteCorridorMeters': '100',
    'GoTrack.Alerts.TimeZone': 'Asia/Damascus',
    'GoTrack.Reports.MinStopMinutes': '5',
    'GoTrack.HistoryRetentionDays': '365',
    ...over,
  },
  server: {
    paymentProvider: 'sandbox',
    mailConfigured: false,
    mailToLog: true,
    mailFrom: 'GoTrack <no-reply@localhost>',
    retentionCapDays: null,
  },
});

function renderForm() {
  const stored = settings();
  const api = fakeApi({
    [`GET ${URL}`]: () => json(stored),
    [`PUT ${URL}`]: (call) => {
      Object.assign(stored.values, (call.body as { values: object }).values, {
        [SETTING_SUPPORT_PHONE]: '+963933123456',
      });
      return noContent();
    },
  });
  renderUi(
    <QueryClientProvider client={editClient()}>
      <SettingsForm data={settings()} />
    </QueryClientProvider>,
  );
  return api;
}

afterEach(resetWorld);

describe('the GoTrack settings form', () => {
  it('refuses a wrong value at its field without sending anything', async () => {
    const api = renderForm();
    const facebook = screen.getByRole('textbox', { name: 'Facebook link' });
    fireEvent.change(facebook, { target: { value: 'http://facebook.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(facebook).toHaveFocus());
    expect(facebook).toHaveAccessibleDescription(/starts with https:\/\//);
    expect(api.writes()).toEqual([]);
  });

  it('sends only what changed, then shows the values as stored', async () => {
    const api = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS bundles' }));
    const phone = screen.getByRole('textbox', { name: 'Support phone' });
    fireEvent.change(phone, { target: { value: '0933 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts('success')).toContain('Saved successfully'));
    expect(api.writes().map((c) => c.body)).toEqual([
      {
        values: {
          [paymentSettingName('SmsBundleRenewalRequest')]: 'False',
          [SETTING_SUPPORT_PHONE]: '0933 123 456',
        },
      },
    ]);
    await waitFor(() => expect(phone).toHaveValue('+963933123456'));
    expect(screen.getByRole('checkbox', { name: 'SMS bundles' })).not.toBeChecked();
  });
});
