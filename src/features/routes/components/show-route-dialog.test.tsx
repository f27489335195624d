import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { configureTestHttp, fakeApi, json, paged } from '../../../testing/fake-api';
import { ConfirmProvider } from '../../../ui/confirm-provider';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { ACCOUNT, notFound, ROUTE_ID, route } from '../testing/fixtures';
import { ShowRouteDialog } from './show-route-dialog';

vi.mock('../../../map', () => import('../testing/map-mock'));

const OTHER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3311';
const GONE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3312';

describe('show-route dialog', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    configureTestHttp();
    api = fakeApi({
      [`GET /api/app/route/${ROUTE_ID}`]: () => json(route()),
      [`GET /api/app/route/${OTHER_ID}`]: () =>
        json(route({ id: OTHER_ID, name: 'Night loop', stopPoints: [] })),
      [`GET /api/app/route/${GONE_ID}`]: notFound,
      'GET /api/app/route': () => json(paged([route()])),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (routeIds?: string[]) =>
    renderWithRouter(
      <ConfirmProvider>
        <ShowRouteDialog
          accountId={ACCOUNT}
          open
          onOpenChange={() => undefined}
          routeIds={routeIds}
        />
      </ConfirmProvider>,
      testQueryClient(),
      '/main/alerts',
    );

  it('shows the given routes, each opening on its map with its menu', async () => {
    show([ROUTE_ID, OTHER_ID]);
    const dialog = await screen.findByRole('dialog', { name: 'Routes' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Night loop' }));
    const panel = await within(dialog).findByRole('region', { name: 'Night loop' });
    expect(
      within(panel).getByRole('application', { name: 'Map of the route “Night loop”' }),
    ).toBeVisible();
    expect(within(panel).getByText('This route has no stop points.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Add new point' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Delete route' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Airport shuttle' })).toBeVisible();
  });

  it('leaves out a route deleted meanwhile, without an error', async () => {
    show([ROUTE_ID, GONE_ID]);
    const dialog = await screen.findByRole('dialog', { name: 'Routes' });
    expect(await within(dialog).findByRole('button', { name: 'Airport shuttle' })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('without ids, shows the account’s first 100 routes', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Routes' });
    expect(await within(dialog).findByRole('button', { name: 'Airport shuttle' })).toBeVisible();
    const list = api.sent.find((c) => c.path === '/api/app/route');
    expect(list?.query).toMatchObject({ skipCount: '0', maxResultCount: '100' });
  });
});
