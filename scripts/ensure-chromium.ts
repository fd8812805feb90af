import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.ts';

/**
 * The browser tests drive Debian's Chromium (a test tool's own browser download cannot work
 * offline). Installs it with apt when running as root; otherwise says exactly what to run.
 */

function aptInstall(): boolean {
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' }).status === 0;
  if (install()) return true;
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  return install();
}

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian\'s chromium package for the browser tests…');
    if (!aptInstall() || !existsSync(CHROMIUM)) {
      console.error('Installing chromium failed. Run `apt-get update && apt-get install -y chromium` and try again.');
      process.exit(1);
    }
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` ` +
        '(or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.',
    );
    process.exit(1);
  }
}
console.log(execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim());
