import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { HttpSmsGateway } from './sms-gateway.ts';

describe('HttpSmsGateway', () => {
  it('posts {to, text} as JSON with the bearer token; a failure is an error', async () => {
    const received: { req: IncomingMessage; body: string }[] = [];
    let status = 202;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ req, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const gateway = new HttpSmsGateway(`http://127.0.0.1:${port}/sms`, 's3cret');
      await gateway.send({ to: '+963944000001', text: '123456 is your code', code: '123456' });
      expect(received[0]!.req.method).toBe('POST');
      expect(received[0]!.req.url).toBe('/sms');
      expect(received[0]!.req.headers.authorization).toBe('Bearer s3cret');
      expect(received[0]!.req.headers['content-type']).toBe('application/json');
      expect(JSON.parse(received[0]!.body)).toEqual({
        to: '+963944000001',
        text: '123456 is your code',
      });
      status = 500;
      await expect(gateway.send({ to: '+963944000001', text: 'x' })).rejects.toThrow(/500/);
    } finally {
      server.close();
    }
  });

  it('is configured by SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN, both or neither', () => {
    const both = loadConfig({
      SMS_GATEWAY_URL: 'https://sms.example.com/send/',
      SMS_GATEWAY_TOKEN: 't',
    });
    expect(both.smsGateway).toEqual({ url: 'https://sms.example.com/send', token: 't' });
    expect(loadConfig({}).smsGateway).toBeNull();
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(
      /SMS_GATEWAY_TOKEN/,
    );
    expect(() => loadConfig({ SMS_GATEWAY_TOKEN: 't' })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://x', SMS_GATEWAY_TOKEN: 't' })).toThrow(
      /SMS_GATEWAY_URL/,
    );
    expect(loadConfig({}).otpIpHourlyLimit).toBe(200);
    expect(loadConfig({ NODE_ENV: 'production' }).otpIpHourlyLimit).toBe(20);
    // Per number: one code every 30 s and five an hour unless the operator says otherwise.
    expect(loadConfig({})).toMatchObject({ otpResendSeconds: 30, otpPhoneHourlyLimit: 5 });
    expect(loadConfig({ OTP_RESEND_SECONDS: '0', OTP_PHONE_HOURLY_LIMIT: '50' })).toMatchObject({
      otpResendSeconds: 0,
      otpPhoneHourlyLimit: 50,
    });
    expect(() => loadConfig({ OTP_PHONE_HOURLY_LIMIT: '0' })).toThrow(/OTP_PHONE_HOURLY_LIMIT/);
  });
});
