import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { crumbTrail } from './main-breadcrumb';

const on = (...names: string[]) => names.map((name) => ({ name, value: 'True' }));
const trail = (path: string) =>
  crumbTrail(path, on(FEATURES.notifications)).map((c) => ({
    path: c.path,
    label: i18n._(c.label),
    current: c.current,
  }));

describe('breadcrumb trail', () => {
  it('leads through Services to a management screen', () => {
    expect(trail('/main/groups-management/add-group')).toEqual([
      { path: '/main/services', label: 'Services', current: false },
      { path: '/main/groups-management', label: 'Groups', current: false },
      { path: '/main/groups-management/add-group', label: 'Add group', current: true },
    ]);
  });

  it('ends on a link back to the list on a page below it', () => {
    expect(trail('/main/groups-management/3f2504e0-4f89-41d3-9a0c-0305e82c3301').at(-1)).toEqual({
      path: '/main/groups-management',
      label: 'Groups',
      current: false,
    });
  });

  it('names the add-point screen of a route under Routes', () => {
    expect(trail('/main/routes/add-point/3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toEqual([
      { path: '/main/services', label: 'Services', current: false },
      { path: '/main/routes', label: 'Routes', current: false },
      { path: '/main/routes/add-point', label: 'Add stop point', current: true },
    ]);
  });

  it('names a vehicle screen without linking to an address that has no page', () => {
    expect(trail('/main/track/3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toEqual([
      { path: '/main/track', label: 'Track vehicle', current: true },
    ]);
  });

  it('is a top-bar entry alone, and nothing on the map', () => {
    expect(trail('/main/notifications')).toEqual([
      { path: '/main/notifications', label: 'Notifications', current: true },
    ]);
    expect(trail('/main')).toEqual([]);
  });
});
