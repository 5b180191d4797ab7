// `npm run check:upstream`: every upstream file a patch of the site depends on still has the content
// the patch was written against (scripts/upstream/manifest/). Exits non-zero naming each one that
// changed or is gone.
import fs from 'node:fs';
import path from 'node:path';
import {checkPins, formatPins} from './upstream/checkPins';
import {UPSTREAM_PATCHES} from './upstream/manifest';

const NODE_MODULES = path.resolve(__dirname, '../node_modules');

const {report, failed} = formatPins(
  checkPins(UPSTREAM_PATCHES, (file) => {
    const full = path.join(NODE_MODULES, file);
    return fs.existsSync(full) ? fs.readFileSync(full) : undefined;
  }),
);
console.log(report);
if (failed) process.exitCode = 1;
