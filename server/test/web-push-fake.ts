import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of standard Web Push, for tests: a subscription's keys (P-256 key pair and
 * 16-byte auth secret, RFC 8291 §3) and a local push service on 127.0.0.1 that records what
 * the server POSTs and answers with the statuses a test queues (201 otherwise).
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
export type SubscriptionKeys = ReturnType<typeof subscriptionKeys>;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) with the subscription's keys. */
export function decryptPush(body: Buffer, sub: SubscriptionKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = sub.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    sub.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = hkdf(secret, sub.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding (RFC 8188 §2).
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('not the last record');
  return plain.subarray(0, end).toString('utf8');
}

export async function fakePushService() {
  const received: ReceivedPush[] = [];
  const statuses: number[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.shift() ?? 201).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    /** TCP connections accepted so far (a refused push never opens one). */
    connections: () => connections,
    /** The next answers, in order (then 201). */
    answer: (...codes: number[]) => statuses.push(...codes),
    /** A subscription on this service, as the browser's PushSubscription.toJSON() gives it. */
    subscription(sub: SubscriptionKeys, name = randomBytes(8).toString('hex')) {
      return JSON.stringify({ endpoint: `${origin}/push/${name}`, keys: sub.keys });
    },
    /** Resolves once `n` requests arrived in all. */
    async waitFor(n: number) {
      while (received.length < n) await new Promise<void>((r) => waiters.push(r));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
