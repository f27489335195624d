// The house rules on who may import whom (shared/DESIGN.md, "Client layout"), as lint errors.
// `routes/` and `app/` are the composition layer and may import any feature; nothing below them
// may. Zones are resolved file paths, so relative, extensionless and dynamic imports all count.
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

// Read at lint time so a new feature folder is fenced in without touching this file.
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move the shared code down into ui/, map/, api/ or i18n/, or let routes/ or app/ compose them.',
  })),
  {
    target: ['./src/ui', './src/api', './src/map', './src/i18n', './src/testing'],
    from: './src/features',
    message: 'Shared layers sit below the features and never import them.',
  },
  {
    target: './server',
    from: './src',
    // The contract (schemas, endpoint descriptors and the geometry beside them) is the only
    // code both sides share.
    except: ['./api/contract'],
    message: 'The server shares only src/api/contract/ with the client.',
  },
  {
    target: './sw',
    from: './src',
    // The one list of paths the server answers itself, shared with the server.
    except: ['./api/contract/server-paths.ts'],
    message:
      'The service worker is built on its own (lib WebWorker): of src/ it imports only the server paths.',
  },
  {
    target: './src',
    from: './sw',
    message: 'The app does not import the service worker: talk to it through messages.',
  },
];

export const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
];
