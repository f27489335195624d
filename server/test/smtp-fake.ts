import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message as the fake SMTP server received it: envelope, headers and decoded text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
}

/** Quoted-printable or base64 body of a single-part text message, as text (RFC 2045). */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMessage(data: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  // Dot-stuffing (RFC 5321 §4.5.2) is undone before the body is decoded.
  const body = data.slice(split + 4).replace(/^\.\./gm, '.');
  return { headers, text: decodeBody(body, encoding) };
}

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321 without extensions: EHLO, MAIL, RCPT, DATA, RSET,
 * NOOP, QUIT), enough for nodemailer over `smtp://`; it keeps every accepted message.
 */
export async function fakeSmtpServer() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.trim();
    reply('220 fake-smtp.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ ...envelope, ...parseMessage(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp.test');
        else if (verb === 'MAIL') {
          envelope.from = address(line.slice(10));
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(address(line.slice(8)));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.1 not implemented');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
export type FakeSmtpServer = Awaited<ReturnType<typeof fakeSmtpServer>>;
