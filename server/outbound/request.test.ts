import { afterEach, describe, expect, it } from 'vitest';
import { loopbackListener, type LoopbackListener } from '../test/loopback-listener.ts';
import { tableResolver } from '../test/table-resolver.ts';
import { OutboundRefused, outboundGuard } from './guard.ts';

// Requests through the outbound guard, against listeners on 127.0.0.1 only: what the operator
// allowed is reached, anything else is refused before a connection; no redirect is followed;
// an answer too large or too slow is cut off.

const listeners: LoopbackListener[] = [];
const listen = async (...args: Parameters<typeof loopbackListener>) => {
  const l = await loopbackListener(...args);
  listeners.push(l);
  return l;
};
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((l) => l.close()));
});

const allowingLoopback = (resolve = tableResolver({}).resolve) =>
  outboundGuard({ allowedAddresses: ['127.0.0.1'], resolve });

describe('outbound request', () => {
  it('reaches an address the operator allowed, with the method, headers and body asked for', async () => {
    const got: { method?: string; type?: string; body?: string }[] = [];
    const target = await listen((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ method: req.method, type: req.headers['content-type'], body });
        res.writeHead(201, { 'content-type': 'text/plain' }).end('created');
      });
    });
    const res = await allowingLoopback().request({
      url: `${target.origin}/push/abc`,
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from('hello'),
    });
    expect(res.status).toBe(201);
    expect(res.body.toString()).toBe('created');
    expect(got).toEqual([{ method: 'POST', type: 'application/octet-stream', body: 'hello' }]);
  });

  it('refuses the same address without that configuration, before connecting', async () => {
    const target = await listen();
    const guard = outboundGuard({ allowedAddresses: [] });
    await expect(guard.request({ url: `${target.origin}/push/abc` })).rejects.toThrow(
      OutboundRefused,
    );
    await expect(guard.request({ url: `http://localhost:${target.port}/x` })).rejects.toThrow(
      /loopback/,
    );
    expect(target.connections()).toBe(0);
  });

  it('refuses a public-looking name that resolves to loopback, before connecting', async () => {
    const target = await listen();
    const { resolve } = tableResolver({ 'push.example.com': ['127.0.0.1'] });
    const guard = outboundGuard({ allowedAddresses: [], resolve });
    await expect(
      guard.request({ url: `http://push.example.com:${target.port}/x` }),
    ).rejects.toThrow(/loopback/);
    expect(target.connections()).toBe(0);
  });

  it('connects to the address it checked: a name answering otherwise later is not asked again', async () => {
    const hosts: (string | undefined)[] = [];
    const target = await listen((req, res) => {
      hosts.push(req.headers.host);
      res.writeHead(201).end();
    });
    // DNS rebinding: the first answer passes the check, a second one would not.
    const answers = [['127.0.0.1'], ['127.0.0.2']];
    const resolver = tableResolver({ 'push.test': () => answers.shift() ?? [] });
    const res = await allowingLoopback(resolver.resolve).request({
      url: `http://push.test:${target.port}/x`,
    });
    expect(res.status).toBe(201);
    expect(resolver.calls).toEqual(['push.test']);
    expect(hosts).toEqual([`push.test:${target.port}`]);
  });

  it('does not follow a redirect', async () => {
    const elsewhere = await listen();
    const target = await listen((_req, res) =>
      res.writeHead(302, { location: `${elsewhere.origin}/metadata` }).end(),
    );
    const res = await allowingLoopback().request({ url: `${target.origin}/push/abc` });
    expect(res.status).toBe(302);
    expect(elsewhere.connections()).toBe(0);
  });

  it('cuts off an answer larger than allowed', async () => {
    const target = await listen((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // Keeps writing until the client goes away.
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    const started = performance.now();
    await expect(
      allowingLoopback().request({ url: `${target.origin}/big`, maxResponseBytes: 16 * 1024 }),
    ).rejects.toThrow(/larger than 16384 bytes/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('cuts off an answer that declares itself too large without reading it', async () => {
    const target = await listen((_req, res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.write('x');
    });
    await expect(
      allowingLoopback().request({ url: `${target.origin}/big`, maxResponseBytes: 1024 }),
    ).rejects.toThrow(/larger than 1024 bytes/);
  });

  it('gives up on an answer slower than the time allowed', async () => {
    // Headers at once, then a trickle that never ends.
    const target = await listen((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const silent = await listen(() => {
      // Never answers at all.
    });
    for (const url of [`${target.origin}/slow`, `${silent.origin}/silent`]) {
      const started = performance.now();
      await expect(allowingLoopback().request({ url, timeoutMs: 300 })).rejects.toThrow(
        /timed out after 300 ms/,
      );
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });
});
