#!/usr/bin/env node
// Keep package-lock.json acceptable to `npm ci` on this workplace's registry.
//
// The npm registry reachable here serves only the platform builds this machine can use: a
// package's optional per-platform binaries for other systems (darwin, win32, …) answer 404, so
// `npm install` leaves them out of the lockfile, and `npm ci` then refuses the lockfile as out
// of sync with package.json ("Missing: @pagefind/darwin-arm64@ from lock file"). This script adds
// each missing optional dependency as an entry with its version and the os/cpu/libc its name
// declares, and no download address: npm ci records it and, on Linux x64, never fetches it.
//
// Run it after every `npm install` that changes the lockfile:  node scripts/lock-fill-platforms.mjs
// Plain JavaScript for any Node ≥ 18 (it may run before the project's own Node is installed).
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [['darwin', 'darwin'], ['macos', 'darwin'], ['linux', 'linux'], ['win32', 'win32'], ['windows', 'win32'], ['freebsd', 'freebsd'], ['android', 'android'], ['openbsd', 'openbsd'], ['sunos', 'sunos'], ['aix', 'aix']];
const CPU = [['arm64', 'arm64'], ['aarch64', 'arm64'], ['x64', 'x64'], ['x86_64', 'x64'], ['ia32', 'ia32'], ['arm', 'arm'], ['wasm32', 'wasm32'], ['riscv64', 'riscv64'], ['ppc64', 'ppc64'], ['s390x', 's390x'], ['loong64', 'loong64']];

function platformOf(name) {
  const base = name.split('/').pop();
  const parts = base.split('-');
  const out = {};
  const cpu = CPU.find(([k]) => parts.includes(k));
  if (cpu) out.cpu = [cpu[1]];
  const os = OS.find(([k]) => parts.includes(k));
  if (os) out.os = [os[1]];
  if (parts.includes('musl')) out.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('glibc')) out.libc = ['glibc'];
  return out;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  const prefix = path === '' ? 'node_modules/' : `${path}/node_modules/`;
  for (const [name, version] of Object.entries(optional)) {
    // npm resolves a dependency from the nearest node_modules up the tree.
    const candidates = [`${prefix}${name}`, `node_modules/${name}`];
    if (candidates.some((p) => packages[p])) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) {
      console.error(`lock-fill-platforms: ${name} (optional dependency of ${path || 'the project'}) is missing and its name names no platform; run npm install where the registry has it`);
      process.exitCode = 1;
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: String(version).replace(/^[~^=]/, ''),
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
    };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-fill-platforms: ${added} missing platform package${added === 1 ? '' : 's'} added`);
