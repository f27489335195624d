// `node scripts/routes.ts`: writes src/routeTree.gen.ts from src/routes, as the Vite plugin does
// on `vite build` / `vite dev`, so a new route file type-checks before any build.
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: 'src/routes',
  generatedRouteTree: 'src/routeTree.gen.ts',
});
await new Generator({ config, root: process.cwd() }).run();
