import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  text: string;
  /** The one-time code the text carries, if any: the demo transport logs it. */
  code?: string;
}

/** Where text messages go; tests pass a recording one to `buildApp`. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** Demo mode: nothing leaves the machine; the console shows the code. */
export class LoggingSmsGateway implements SmsGateway {
  readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  async send({ to, text, code }: SmsMessage): Promise<void> {
    if (code) this.log.info(`code for ${to} is ${code}`);
    else this.log.info(`SMS to ${to}: ${text}`);
  }
}

/** Production without a gateway: say so loudly, never log the code itself. */
export class UnconfiguredSmsGateway implements SmsGateway {
  readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  async send({ to }: SmsMessage): Promise<void> {
    this.log.error({ to }, 'no SMS gateway configured (SMS_GATEWAY_URL): message not sent');
    throw new Error('SMS gateway not configured');
  }
}

/** A provider's HTTP API: `POST <url>` with a bearer token and `{to, text}` as JSON. */
export class HttpSmsGateway implements SmsGateway {
  readonly url: string;
  readonly token: string;
  readonly timeoutMs: number;

  constructor(url: string, token: string, timeoutMs = 10_000) {
    this.url = url;
    this.token = token;
    this.timeoutMs = timeoutMs;
  }

  async send({ to, text }: SmsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

export function smsGatewayFor(config: Config, log: FastifyBaseLogger): SmsGateway {
  if (config.smsGateway) return new HttpSmsGateway(config.smsGateway.url, config.smsGateway.token);
  return config.demo ? new LoggingSmsGateway(log) : new UnconfiguredSmsGateway(log);
}
