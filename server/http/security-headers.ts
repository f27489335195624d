import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// Origins the Firebase web SDK calls to register for push (only when Firebase is configured).
const FIREBASE_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
];

/**
 * The CSP source for a tile URL template. A placeholder in the first host label (`{s}.tile…`)
 * becomes `*`; one deeper in the host cannot be expressed, so only the scheme is kept.
 */
export function templateSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return null;
  const [, scheme, host = ''] = match;
  const labels = host.split('.');
  if (labels.slice(1).some((l) => l.includes('{'))) return `${scheme}:`;
  if (labels[0]?.includes('{')) labels[0] = '*';
  return `${scheme}://${labels.join('.')}`;
}

function origin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null; // relative (same-origin) or not a URL
  }
}

const sources = (...items: (string | null)[]) =>
  [...new Set(items.filter((s): s is string => !!s))].join(' ');

export function contentSecurityPolicy(config: Config): string {
  const tiles = [config.tiles.street.url, config.tiles.satellite.url].map(templateSource);
  const issuer = origin(config.issuer);
  const api = origin(config.publicUrl);
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    // Radix dialogs lock scrolling by injecting a <style> element whose content changes with the
    // scrollbar width, so neither a hash nor 'self' can allow it. Inline styles cannot run code.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': sources("'self'", 'data:', 'blob:', ...tiles, origin(config.logoUrl)),
    'font-src': "'self' data:",
    // Tiles appear here too: the service worker fetches them to cache them for offline use.
    'connect-src': sources(
      "'self'",
      issuer,
      api,
      ...tiles,
      ...(config.firebase ? FIREBASE_ORIGINS : []),
    ),
    // Tokens are renewed with the refresh token over fetch: no page of the issuer is framed.
    'frame-src': "'self'",
    // blob: for OpenLayers' WebGL layer, which builds its buffers in a worker made from a blob
    // (only our own scripts can create one).
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'frame-ancestors': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'object-src': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Security headers on every response, computed once. A route that needs another policy (e.g. a
 * hosted sign-in page) sets its own `Content-Security-Policy` and it is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(config.publicUrl.startsWith('https:') && {
      'strict-transport-security': 'max-age=31536000',
    }),
  };
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
