// Makes sure the browser tests have a Chromium: Debian's package, installed here when we can.
import {spawnSync} from 'node:child_process';
import {findChromium} from './chromium';

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

function run(command: string): boolean {
  return spawnSync('sh', ['-c', command], {stdio: 'inherit'}).status === 0;
}

function main(): number {
  const found = findChromium();
  if (found) {
    console.log(`Chromium found: ${found}`);
    return 0;
  }
  const canInstall = process.getuid?.() === 0 && run('command -v apt-get > /dev/null');
  if (canInstall) {
    console.log(`Chromium not found; installing Debian's package: ${INSTALL_COMMAND}`);
    // Try without refreshing the package lists first: it is much faster when they are current.
    if ((run('apt-get install -y chromium') || run(INSTALL_COMMAND)) && findChromium()) {
      return 0;
    }
  }
  console.error(
    [
      'The browser tests need Chromium and none was found (looked for CHROMIUM_PATH, /usr/bin/chromium).',
      `Install it with:  sudo sh -c '${INSTALL_COMMAND}'`,
      'or point CHROMIUM_PATH at a Chromium binary.',
    ].join('\n'),
  );
  return 1;
}

process.exitCode = main();
