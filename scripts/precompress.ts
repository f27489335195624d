import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/**
 * The best brotli for what every visit loads; the big optional families (OpenLayers, SheetJS,
 * firebase: `ol-*`, `xlsx-*`, `firebase-*`) get quality 9, within a few per cent of it at a
 * fraction of the build time.
 */
const quality = (path: string) =>
  /[\\/]assets[\\/](ol|xlsx|firebase)-/.test(path) ? 9 : constants.BROTLI_MAX_QUALITY;
const gzipAsync = promisify(gzip);

/** Text the server sends often enough to be worth a compressed twin. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Under this, headers outweigh the saving. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip -9) beside every compressible file of the
 * build, once, at build time: the server picks one by the request's Accept-Encoding
 * (`preCompressed` of @fastify/static) and spends no CPU per request. A twin that saves under 10 %
 * is not written. Returns the bytes before and after (brotli), for the log.
 */
export async function precompressDir(dir: string) {
  const todo = [...files(dir)].filter((p) => COMPRESSIBLE.test(p) && statSync(p).size >= MIN_BYTES);
  // zlib's async calls run on libuv's thread pool: the files compress in parallel.
  const sizes = await Promise.all(
    todo.map(async (path) => {
      const body = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality(path),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (br.length < body.length * 0.9) writeFileSync(`${path}.br`, br);
      if (gz.length < body.length * 0.9) writeFileSync(`${path}.gz`, gz);
      return [body.length, Math.min(br.length, body.length)] as const;
    }),
  );
  return {
    files: todo.length,
    raw: sizes.reduce((sum, [raw]) => sum + raw, 0),
    brotli: sizes.reduce((sum, [, br]) => sum + br, 0),
  };
}

/** The Vite side: after everything else (the service worker included) is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files: n, raw, brotli } = await precompressDir(outDir);
        const kB = (b: number) => `${(b / 1000).toFixed(0)} kB`;
        this.info(`precompressed ${n} files: ${kB(raw)} → ${kB(brotli)} brotli`);
      },
    },
  };
}
