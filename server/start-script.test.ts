import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { needsBuild } from '../scripts/start.ts';

// Each test builds its own checkout, so none depends on what another left behind.
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));
async function checkout() {
  const root = await mkdtemp(path.join(tmpdir(), 'gotrack-start-'));
  roots.push(root);
  return root;
}

async function touch(root: string, file: string, secondsAgo: number) {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, file);
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(full, time, time);
}

describe('npm start build check', () => {
  it('builds when dist/index.html is missing', async () => {
    const root = await checkout();
    await touch(root, 'src/main.tsx', 100);
    expect(needsBuild(root)).toBe(true);
  });

  it('skips the build when dist is newer than every input', async () => {
    const root = await checkout();
    await touch(root, 'src/main.tsx', 100);
    await touch(root, 'public/icons/icon.png', 90);
    await touch(root, 'index.html', 80);
    await touch(root, 'dist/index.html', 50);
    expect(needsBuild(root)).toBe(false);
  });

  it('rebuilds when any input is newer, however deep', async () => {
    const root = await checkout();
    await touch(root, 'index.html', 80);
    await touch(root, 'dist/index.html', 50);
    await touch(root, 'src/features/auth/deep/file.ts', 10);
    expect(needsBuild(root)).toBe(true);
    await touch(root, 'dist/index.html', 0);
    await touch(root, 'vite.config.ts', -5);
    expect(needsBuild(root)).toBe(true);
  });
});
