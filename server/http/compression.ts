import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers under this many bytes go as they are: they fit in one TCP packet with their headers,
 * so compressing them saves no round trip and only costs CPU on both ends.
 */
export const COMPRESS_THRESHOLD = 1400;

/**
 * Compresses API answers (JSON lists, history tracks) by the request's Accept-Encoding: brotli at
 * a fast quality, else gzip. Static files come precompressed from the build (scripts/precompress.ts)
 * with their Content-Encoding already set, which this leaves alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
