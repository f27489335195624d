import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { configureTestHttp } from '../testing/fake-api';
import { toast } from '../ui/toast-store';
import { connectivity } from '../ui/connectivity-store';
import { shouldPersistMutation, toSaved, restorable } from './persist-rules';
import { registerEditDefaults, shouldRetryEdit, EditDropped } from '../api/edits/policy';
import { runEdit, type NewEdit } from '../api/edits/run';
import type { Edit } from '../api/edits/edit';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const GROUP = '22222222-2222-4222-8222-222222222222';
const NEW_GROUP = '33333333-3333-4333-8333-333333333333';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain' } });
const refused = (message: string) =>
  new Response(JSON.stringify({ error: { message, details: null } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });
const group = (name: string) => ({
  id: GROUP,
  name,
  creationTime: '2026-11-26T10:00:00Z',
  lastModificationTime: null,
});

const createGroup = (name: string): NewEdit<'vehicleGroup.create'> => ({
  call: 'vehicleGroup.create',
  body: { name, vehicleGroupVehicleCreateDtos: [] },
  accountId: ACCOUNT,
  subject: name,
  invalidates: [['groups', ACCOUNT]],
});
const renameGroup = (name: string): NewEdit<'vehicleGroup.rename'> => ({
  call: 'vehicleGroup.rename',
  params: { id: GROUP },
  body: { name },
  accountId: ACCOUNT,
  subject: name,
  subjectId: GROUP,
  invalidates: [['groups', ACCOUNT]],
});

/** A client as the app sets it up: edit defaults first, with a token for `ACCOUNT`. */
function appClient(ready: (edit: Edit) => Promise<void> = () => Promise.resolve()) {
  const client = new QueryClient();
  registerEditDefaults(client, { ready, currentUserId: () => 'user-1' });
  client.mount();
  return client;
}

/** What the app saves to IndexedDB and a later start restores, through JSON like the real one. */
function restart(from: QueryClient, ready?: (edit: Edit) => Promise<void>) {
  const clientState = dehydrate(from, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: shouldPersistMutation,
  });
  const saved = JSON.parse(
    JSON.stringify(toSaved({ buster: '{}', timestamp: Date.now(), clientState })),
  ) as Parameters<typeof restorable>[0];
  from.unmount();
  const next = appClient(ready);
  hydrate(next, restorable(saved, '{"groups":"changed"}', Date.now(), 60_000)!);
  return next;
}

const sentCalls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method,
    url: String(url),
    key: (init?.headers as Record<string, string>)['Idempotency-Key'],
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

const pending = (client: QueryClient) =>
  client.getMutationCache().findAll({ status: 'pending' }).length;

describe('offline edits', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let clients: QueryClient[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureTestHttp();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    clients.forEach((c) => c.unmount());
    clients = [];
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toast.clear();
    connectivity.answered();
    onlineManager.setOnline(true);
  });
  const track = (client: QueryClient) => (clients.push(client), client);

  it('sends an edit at once when online, with an Idempotency-Key, and refetches its lists', async () => {
    const client = track(appClient());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fetchMock.mockResolvedValue(text(NEW_GROUP));
    const outcome = await runEdit(client, createGroup('Trucks'));
    expect(outcome).toEqual({ status: 'sent', data: NEW_GROUP });
    const [sent] = sentCalls(fetchMock);
    expect(sent).toMatchObject({ method: 'POST', url: 'https://api.example/api/app/vehicleGroup' });
    expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['groups', ACCOUNT] });
  });

  it('drops the queries of what it deleted, so no screen asks for them again', async () => {
    const client = track(appClient());
    const detail = ['groups', ACCOUNT, 'detail', GROUP];
    client.setQueryData(detail, group('Cars'));
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await runEdit(client, {
      call: 'vehicleGroup.delete',
      params: { id: GROUP },
      accountId: ACCOUNT,
      subject: 'Cars',
      invalidates: [['groups', ACCOUNT, 'list']],
      removes: [detail],
    });
    expect(client.getQueryState(detail)).toBeUndefined();
  });

  it('keeps edits made offline across a restart and sends each once, in order, when back', async () => {
    const first = track(appClient());
    onlineManager.setOnline(false);
    expect(await runEdit(first, createGroup('Vans'))).toEqual({ status: 'queued' });
    expect(toast.getAll()).toEqual([
      expect.objectContaining({
        kind: 'info',
        message: 'Saved on this device. It will be sent when the connection is back.',
      }),
    ]);
    expect(await runEdit(first, renameGroup('Cars'))).toEqual({ status: 'queued' });
    expect(fetchMock).not.toHaveBeenCalled();

    // The app is closed and opened again, still offline.
    const second = track(restart(first));
    await second.resumePausedMutations();
    expect(pending(second)).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();

    // The second is sent only once the first is done, however long the server takes.
    let answerFirst: (r: Response) => void = () => undefined;
    fetchMock
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(json(group('Cars')));
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, rename] = second.getMutationCache().getAll();
    expect(rename!.state).toMatchObject({ status: 'pending', isPaused: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerFirst(text(NEW_GROUP));
    await vi.waitFor(() => expect(pending(second)).toBe(0));
    const sent = sentCalls(fetchMock);
    expect(sent.map((c) => [c.method, c.body])).toEqual([
      ['POST', { name: 'Vans', vehicleGroupVehicleCreateDtos: [] }],
      ['PUT', { name: 'Cars' }],
    ]);
    expect(new Set(sent.map((c) => c.key)).size).toBe(2);
  });

  it('sends an edit whose answer was lost again with the same key', async () => {
    const first = track(appClient());
    fetchMock.mockImplementationOnce(() => {
      onlineManager.setOnline(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const outcome = runEdit(first, createGroup('Vans'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await outcome).toEqual({ status: 'queued' });

    const second = track(restart(first));
    fetchMock.mockResolvedValueOnce(text(NEW_GROUP));
    onlineManager.setOnline(true);
    await second.resumePausedMutations();
    await vi.waitFor(() => expect(pending(second)).toBe(0));
    const [lost, replay] = sentCalls(fetchMock);
    expect(replay!.key).toBe(lost!.key);
  });

  it('sends an edit again after a restart that came while it was on its way', async () => {
    const first = track(appClient());
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    void runEdit(first, createGroup('Vans'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const second = track(restart(first));
    fetchMock.mockResolvedValueOnce(text(NEW_GROUP));
    await second.resumePausedMutations();
    await vi.waitFor(() => expect(pending(second)).toBe(0));
    const [lost, replay] = sentCalls(fetchMock);
    expect(replay!.key).toBe(lost!.key);
  });

  it('drops only a refused edit, names it in the message, and sends the next one', async () => {
    const client = track(appClient());
    onlineManager.setOnline(false);
    void runEdit(client, renameGroup('Cars')).catch(() => undefined);
    void runEdit(client, createGroup('Vans'));
    fetchMock
      .mockResolvedValueOnce(refused('There is no vehicle group with this id.'))
      .mockResolvedValueOnce(text(NEW_GROUP));
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(pending(client)).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.getAll().filter((item) => item.kind === 'error')).toEqual([
      expect.objectContaining({
        kind: 'error',
        title: 'Not saved: Rename the group to “Cars”',
        message: 'There is no vehicle group with this id.',
      }),
    ]);
  });

  it('rejects a refused edit made online, so its form keeps what was typed', async () => {
    const client = track(appClient());
    fetchMock.mockResolvedValueOnce(refused('There is no vehicle group with this id.'));
    await expect(runEdit(client, renameGroup('Cars'))).rejects.toThrow(
      'There is no vehicle group with this id.',
    );
  });

  it('waits for a token of its own account before it is sent', async () => {
    let tokenIsForAccount: () => void = () => undefined;
    const ready = () => new Promise<void>((resolve) => (tokenIsForAccount = resolve));
    const client = track(appClient(ready));
    fetchMock.mockResolvedValue(text(NEW_GROUP));
    const outcome = runEdit(client, createGroup('Vans'));
    await vi.waitFor(() => expect(pending(client)).toBe(1));
    expect(fetchMock).not.toHaveBeenCalled();
    tokenIsForAccount();
    expect(await outcome).toEqual({ status: 'sent', data: NEW_GROUP });
  });

  it('drops edits quietly when the user signed out before they were sent', async () => {
    const client = track(appClient(() => Promise.reject(new EditDropped())));
    await expect(runEdit(client, createGroup('Vans'))).rejects.toBeInstanceOf(EditDropped);
    expect(toast.getAll()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('when an edit is tried again', () => {
  const status = (s: number) => Object.assign(new Error('x'), { status: s });
  it('keeps trying while the server cannot be reached, a few times on server errors, never on a no', async () => {
    const { HttpError } = await import('../api/http-error');
    expect(shouldRetryEdit(50, new HttpError(0, 'offline'))).toBe(true);
    expect(shouldRetryEdit(50, new HttpError(503, 'gateway'))).toBe(true);
    expect(shouldRetryEdit(1, new HttpError(500, 'boom'))).toBe(true);
    expect(shouldRetryEdit(3, new HttpError(500, 'boom'))).toBe(false);
    expect(shouldRetryEdit(0, new HttpError(400, 'invalid'))).toBe(false);
    expect(shouldRetryEdit(0, new HttpError(403, 'forbidden'))).toBe(false);
    expect(shouldRetryEdit(0, status(0))).toBe(false);
  });
});
