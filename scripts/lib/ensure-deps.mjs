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

export function ensureDependencies(root) {
  const lockFile = path.join(root, 'package-lock.json');
  const stampFile = path.join(root, 'node_modules', '.recourse-install-stamp');
  const wanted = createHash('sha256')
    .update(readFileSync(path.join(root, 'package.json')))
    .update(existsSync(lockFile) ? readFileSync(lockFile) : '')
    .digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  const command = existsSync(lockFile) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`Installing dependencies (${command}) ...`);
  execSync(command, { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, wanted);
}
