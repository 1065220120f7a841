// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function ensureNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Recourse needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/**
 * `npm install` rather than `npm ci`: npm 11.19 writes lockfiles without the other platforms'
 * optional packages and then `npm ci` calls them out of sync. `npm install` installs the locked
 * versions all the same. The stamp is taken after installing, in case npm normalised the lock.
 */
export function ensureDependencies(root) {
  const stampFile = path.join(root, 'node_modules', '.recourse-install-stamp');
  const fingerprint = () => {
    const lockFile = path.join(root, 'package-lock.json');
    return createHash('sha256')
      .update(readFileSync(path.join(root, 'package.json')))
      .update(existsSync(lockFile) ? readFileSync(lockFile) : '')
      .digest('hex');
  };
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint()) return;
  console.log('Installing dependencies (npm install) ...');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, fingerprint());
}
