import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type * as MapModule from '../../../map';
import { encodeLine } from '../../../api/contract/geometry.ts';
import { configureTestHttp, fakeApi, json, paged } from '../../../testing/fake-api';
import { testQueryClient } from '../../../testing/render-with-router.tsx';
import { ConfirmProvider } from '../../../ui/confirm-provider';
import { ShowZoneDialog } from './show-zone-dialog';

vi.mock('../../../map', async (original) => ({
  ...(await original<typeof MapModule>()),
  LazyMap: ({ label }: { label: string; children: ReactNode }) => <div aria-label={label} />,
}));

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const zone = (n: number, name: string) => ({
  id: `3f2504e0-4f89-41d3-9a0c-0305e82c33${String(n).padStart(2, '0')}`,
  name,
  creationTime: '2026-11-20T10:00:00Z',
  polyLine: {
    line: encodeLine([
      { lat: 33.5, lon: 36.3 },
      { lat: 33.51, lon: 36.3 },
      { lat: 33.51, lon: 36.31 },
      { lat: 33.5, lon: 36.3 },
    ]),
  },
});
const [depot, yard, port] = [zone(1, 'Depot'), zone(2, 'Yard'), zone(3, 'Port')];

describe('show-geozone dialog', () => {
  beforeEach(() => {
    configureTestHttp();
    fakeApi({
      'GET /api/app/geoZone': () => json(paged([depot, port, yard])),
      [`GET /api/app/geoZone/${yard.id}`]: () => json(yard),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (zoneIds?: string[]) =>
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider i18n={i18n}>
          <ConfirmProvider>
            <ShowZoneDialog accountId={ACCOUNT} open onOpenChange={() => {}} zoneIds={zoneIds} />
          </ConfirmProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );

  it("shows only an alert's zones, each drawn when opened", async () => {
    show([yard.id, depot.id]);
    const dialog = await screen.findByRole('dialog', { name: 'Geographic areas' });
    expect(await within(dialog).findByRole('button', { name: 'Yard' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Depot' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Port' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yard' }));
    expect(await within(dialog).findByLabelText('Map of the zone Yard')).toBeInTheDocument();
    expect(within(dialog).getByText(/^3 points/)).toBeVisible();
  });

  it('says when none of the zones exists any more', async () => {
    show(['3f2504e0-4f89-41d3-9a0c-0305e82c3399']);
    expect(await screen.findByText('No zones to show.')).toBeVisible();
  });
});
