import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheVersion, QUERY_ROOTS } from '../../scripts/cache-version.ts';

let root = '';
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const roots = {
  accounts: ['src/features/accounts/api'],
  monitoring: ['src/features/monitoring/api'],
};

function project() {
  root = mkdtempSync(join(tmpdir(), 'cache-version-'));
  write('src/api/contract/accounts.ts', "import { x } from './common.ts';\nexport const a = x;");
  write('src/api/contract/common.ts', 'export const x = 1;');
  write('src/api/contract/vehicles.ts', 'export const v = 1;');
  write(
    'src/features/accounts/api/list.ts',
    "import { a } from '../../../api/contract/accounts.ts';",
  );
  write(
    'src/features/monitoring/api/live.ts',
    "import { v } from '../../../api/contract/vehicles.ts';",
  );
  write('src/features/monitoring/live-page.tsx', 'export const page = 1;');
  write('src/app/persist-rules.ts', 'export const rules = 1;');
}
const versions = () => JSON.parse(cacheVersion(root, roots)) as Record<string, string>;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('cache versions per query root', () => {
  it('change only for the roots whose data files (or their contract imports) changed', () => {
    project();
    const before = versions();
    write('src/api/contract/vehicles.ts', 'export const v = 2;');
    const after = versions();
    expect(after.accounts).toBe(before.accounts);
    expect(after.monitoring).not.toBe(before.monitoring);

    // Reached through an import of an import.
    write('src/api/contract/common.ts', 'export const x = 2;');
    expect(versions().accounts).not.toBe(after.accounts);
  });

  it('do not change for screens, styles or texts', () => {
    project();
    const before = versions();
    write('src/features/monitoring/live-page.tsx', 'export const page = 2;');
    expect(versions()).toEqual(before);
  });

  it('all change when the save format changes', () => {
    project();
    const before = versions();
    write('src/app/persist-rules.ts', 'export const rules = 2;');
    const after = versions();
    expect(after.accounts).not.toBe(before.accounts);
    expect(after.monitoring).not.toBe(before.monitoring);
  });

  it('know every root this project keys its queries by, at paths that exist', () => {
    const src = join(process.cwd(), 'src');
    const keyFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /(^|\/)query-keys\.ts$/.test(file) ||
        /(^|\/)api\/[\w-]+\.ts$/.test(file) ||
        file === 'api/app-state.ts',
    );
    const used = new Set(
      keyFiles.flatMap((file) =>
        [
          ...readFileSync(join(src, file), 'utf8').matchAll(
            /(?:=>|Key =|queryKey:)\s*\[\s*'([\w-]+)'/g,
          ),
        ].map((m) => m[1]),
      ),
    );
    expect(used.size).toBeGreaterThan(3);
    for (const key of used) expect(Object.keys(QUERY_ROOTS)).toContain(key);
    for (const path of Object.values(QUERY_ROOTS).flat()) {
      expect(existsSync(join(process.cwd(), path)), path).toBe(true);
    }
  });
});
