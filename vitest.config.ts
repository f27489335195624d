import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      mergeConfig(viteConfig, {
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
          // Above the 10 s wait of src/test-setup.ts, so a slow wait fails with its own message.
          testTimeout: 30_000,
        },
      }),
      {
        test: {
          name: 'server',
          environment: 'node',
          // tests/lint runs ESLint's Node API on the lint config: Node, no DOM.
          include: ['server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
          // A fresh database per file (migrations, seed) took over 60 s on a starved CPU.
          hookTimeout: 120_000,
          // PGlite is single-threaded and memory hungry: two files at a time on two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
