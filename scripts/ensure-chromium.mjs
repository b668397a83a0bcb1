#!/usr/bin/env node
// Make sure Debian's Chromium is available for the Playwright browser tests.
//
// Playwright's own browser downloads are not used by this project (see playwright.config.ts):
// the tests drive the system Chromium at $CHROMIUM_PATH, or /usr/bin/chromium by default.
//
// - If that executable exists, exit 0 quietly.
// - If it is missing and we run as root on a system with apt-get, install the Debian
//   package `chromium` (output streamed) and check again.
// - Otherwise print one line saying how to install it, and exit 1.
//
// Plain JavaScript with no dependencies, so it also runs under the system Node (>= 20)
// before `npm ci` has put Node 24 on the PATH.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  const result = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
  return result.status === 0;
}

/** @param {string[]} args */
function apt(args) {
  console.log(`ensure-chromium: running apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail() {
  console.error(
    `Chromium not found at ${chromiumPath}: install it with \`sudo apt-get install chromium\` (Debian) or set CHROMIUM_PATH`,
  );
  process.exit(1);
}

if (isExecutable(chromiumPath)) process.exit(0);

// Only install the Debian package when it would land where we look for it.
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (chromiumPath !== DEFAULT_PATH || !isRoot || !hasAptGet()) fail();

console.log(`ensure-chromium: ${chromiumPath} is missing; installing the Debian package chromium`);
if (!apt(['update']) || !apt(['install', '-y', '--no-install-recommends', 'chromium'])) fail();
if (!isExecutable(chromiumPath)) fail();
console.log(`ensure-chromium: installed ${chromiumPath}`);
