import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the import boundaries in eslint.boundaries.js bite. Each snippet is linted as if it sat
// at `filePath` (the file need not exist; the module it imports must, as the rule resolves it).
// Type information is switched off and only the boundary rule runs: fast, and the virtual
// files belong to no tsconfig project.
const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: `${root}eslint.config.js`,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  const messages = result?.messages ?? [];
  // A parse failure would read as "no violation": make it fail the test instead.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId);
}

const RULE = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  // The first lint loads the config and every plugin (seconds on a busy machine): once, here.
  beforeAll(() => eslint.lintText('', { filePath: 'src/app/lint-fixture.ts' }), 120_000);

  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/monitoring/lint-fixture.ts',
      "import '../accounts/format.ts';",
    );
    expect(errors).toEqual([RULE]);
  });

  it('refuses it for dynamic and extensionless imports too', async () => {
    const errors = await boundaryErrors(
      'src/features/subscriptions/lint-fixture.ts',
      "void import('../accounts/format');",
    );
    expect(errors).toEqual([RULE]);
  });

  it('refuses a shared layer importing a feature', async () => {
    for (const layer of ['ui', 'api', 'map', 'i18n']) {
      const errors = await boundaryErrors(
        `src/${layer}/lint-fixture.ts`,
        "import '../features/accounts/format.ts';",
      );
      expect(errors, layer).toEqual([RULE]);
    }
  });

  it('refuses the server importing client code outside the contract', async () => {
    const errors = await boundaryErrors(
      'server/lint-fixture.ts',
      "import '../src/features/accounts/format.ts';\nimport '../src/api/http.ts';",
    );
    expect(errors).toEqual([RULE, RULE]);
  });

  it('refuses the service worker and the app importing each other', async () => {
    expect(await boundaryErrors('sw/lint-fixture.ts', "import '../src/api/url.ts';")).toEqual([
      RULE,
    ]);
    // Of the contract, only the list of server paths.
    expect(
      await boundaryErrors('sw/lint-fixture.ts', "import '../src/api/contract/common.ts';"),
    ).toEqual([RULE]);
    expect(await boundaryErrors('src/app/lint-fixture.ts', "import '../../sw/push.ts';")).toEqual([
      RULE,
    ]);
  });

  it('allows the imports the layout is built on', async () => {
    const allowed: [string, string][] = [
      ['src/features/accounts/lint-fixture.ts', "import './format.ts';\nimport '../../ui/button';"],
      ['src/routes/lint-fixture.tsx', "import '../features/accounts/format.ts';"],
      ['src/app/lint-fixture.ts', "import '../features/accounts/format.ts';"],
      ['server/lint-fixture.ts', "import '../src/api/contract/common.ts';"],
      ['sw/lint-fixture.ts', "import '../src/api/contract/server-paths.ts';"],
    ];
    for (const [filePath, code] of allowed) {
      expect(await boundaryErrors(filePath, code), filePath).toEqual([]);
    }
  });
});
