import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { needsBuild } from '../scripts/start.ts';

const root = await mkdtemp(path.join(tmpdir(), 'gotrack-start-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function touch(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, file);
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(full, time, time);
}

describe('npm start build check', () => {
  it('builds when dist/index.html is missing', async () => {
    await touch('src/main.tsx', 100);
    expect(needsBuild(root)).toBe(true);
  });

  it('skips the build when dist is newer than every input', async () => {
    await touch('public/icons/icon.png', 90);
    await touch('index.html', 80);
    await touch('dist/index.html', 50);
    expect(needsBuild(root)).toBe(false);
  });

  it('rebuilds when any input is newer, however deep', async () => {
    await touch('src/features/auth/deep/file.ts', 10);
    expect(needsBuild(root)).toBe(true);
    await touch('dist/index.html', 0);
    await touch('vite.config.ts', -5);
    expect(needsBuild(root)).toBe(true);
  });
});
