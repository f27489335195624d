'use strict';
// Runs before `npm start` and `npm test` (prestart, pretest) on whatever `node` npm finds first:
// node_modules/.bin/node once `npm ci` has installed the `node` devDependency. Plain CommonJS
// without newer syntax, so that an old Node reads it and prints ONE clear line instead of
// ERR_UNKNOWN_FILE_EXTENSION or a stack trace from deep inside the app.

const MAJOR = 22;
const MINOR = 19;
const [major, minor] = process.versions.node.split('.').map(Number);
const recent = major > MAJOR || (major === MAJOR && minor >= MINOR);

if (!recent) {
  process.stderr.write(
    'GoTrack needs Node.js ' +
      MAJOR +
      '.' +
      MINOR +
      ' or newer, but npm runs its scripts with ' +
      process.version +
      ' (' +
      process.execPath +
      '): run `npm ci` without --ignore-scripts (it installs Node.js ' +
      MAJOR +
      ' into node_modules/.bin), or install Node.js ' +
      MAJOR +
      '.\n',
  );
  process.exit(1);
}
