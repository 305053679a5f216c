/**
 * Every script runs on the Node 24 that the `node` devDependency installs (npm puts
 * node_modules/.bin first in PATH). Run from a bare shell, the system's Node 20 would be picked,
 * and wrangler and vitest refuse it with confusing errors: say so plainly instead.
 */
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 (found ${process.version} at ${process.execPath}).\n` +
      "Run it through npm (npm start, npm test, npm run …), which uses the Node from node_modules/.bin.",
  );
  process.exit(1);
}
