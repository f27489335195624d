import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as MapModule from '../../../map';
import type { DrawOptions, LonLat } from '../../../map';
import { circleToPolygon, decodeLine } from '../../../api/contract/geometry.ts';
import { registerEditDefaults } from '../../../api/edits/policy';
import { configureTestHttp, fakeApi } from '../../../testing/fake-api';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { toast } from '../../../ui/toast-store';
import { AddZonePage } from './add-zone-page';

// OpenLayers does not run in jsdom: the drawing hook is replaced at the map's boundary, and the
// test plays the map's part (a finished shape, a refused vertex).
const drawing = vi.hoisted(() => ({
  options: null as DrawOptions | null,
  // One object, as the real hook memoises its controls.
  controls: {
    ready: true,
    finish: () => {},
    undo: () => {},
    clear: () => {},
    addAtCenter: () => {},
    circleAtCenter: () => {},
  },
}));
vi.mock('../../../map', async (original) => ({
  ...(await original<typeof MapModule>()),
  LazyMap: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  useOlMap: () => ({}),
  useDrawing: (_map: unknown, options: DrawOptions) => {
    drawing.options = options;
    return drawing.controls;
  },
}));

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NEW_ZONE = '3f2504e0-4f89-41d3-9a0c-0305e82c3309';
const square: LonLat[] = [
  { lat: 33.5, lon: 36.3 },
  { lat: 33.51, lon: 36.3 },
  { lat: 33.51, lon: 36.31 },
  { lat: 33.5, lon: 36.31 },
  { lat: 33.5, lon: 36.3 },
];

describe('add geo zone', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    configureTestHttp();
    api = fakeApi({
      'POST /api/app/geoZone': () =>
        new Response(NEW_ZONE, { headers: { 'Content-Type': 'text/plain' } }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    toast.clear();
  });

  function setup() {
    const client = testQueryClient();
    registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'u1' });
    client.mount();
    return renderWithRouter(
      <AddZonePage accountId={ACCOUNT} />,
      client,
      '/main/alerts/add-geo-Zone',
    );
  }
  const draw = (ring: LonLat[]) => act(() => drawing.options!.onShape(ring));

  it('saves a named polygon as its encoded outline, then goes back to the zones tab', async () => {
    const router = setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Zone name/ }), {
      target: { value: ' Depot ' },
    });
    expect(save).toBeDisabled();
    draw(square);
    expect(screen.getByText('Zone drawn: 4 points. Drag a point to move it.')).toBeVisible();
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/alerts'));
    expect(router.state.location.hash).toBe('geo-zones');
    const [sent] = api.writes();
    expect(sent!.body).toMatchObject({ name: 'Depot' });
    const ring = decodeLine((sent!.body as { polyLine: { line: string } }).polyLine.line);
    expect(ring).toHaveLength(5);
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('draws circles, refuses no zone the server would refuse and clears a removed shape', async () => {
    setup();
    fireEvent.change(await screen.findByRole('textbox', { name: /Zone name/ }), {
      target: { value: 'Yard' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Circle' }));
    expect(drawing.options!.mode).toBe('Circle');
    draw(circleToPolygon({ lat: 33.5, lon: 36.3 }, 300));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    // Starting another shape removes the one before: nothing to save until it is finished.
    draw([]);
    expect(save).toBeDisabled();
    // An open outline is not a zone.
    draw(square.slice(0, 4));
    expect(save).toBeDisabled();
  });

  it('says that edges cannot cross for 2.5 s', async () => {
    setup();
    await screen.findByRole('button', { name: 'Save' });
    vi.useFakeTimers();
    act(() => drawing.options!.onRefused!('crossing'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: shape edges cannot cross!');
    act(() => {
      vi.advanceTimersByTime(2400);
    });
    expect(screen.getByRole('alert')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
