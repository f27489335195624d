'use strict';
// Runs before `npm start` and `npm test` (prestart, pretest) and after `npm ci` (postinstall), on
// whatever `node` npm finds first: node_modules/.bin/node once `npm ci` has installed the `node`
// devDependency. Plain CommonJS without syntax newer than Node 8, so that an old Node reads it and
// prints ONE clear line instead of a stack trace from deep inside the app.

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

if (process.argv[2] === '--after-install') {
  // npm_config_user_agent: "npm/11.6.2 node/v20.20.2 linux x64 workspaces/false".
  const npmNode = /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent || '');
  const note =
    npmNode && npmNode[1] !== process.version
      ? ` (npm itself runs on ${npmNode[1]}: its EBADENGINE warnings do not apply to the app)`
      : '';
  process.stdout.write(
    `GoTrack: npm start and npm test run on Node.js ${process.version}${note}.\n`,
  );
}
