/**
 * `node scripts/gates/together.ts <script> <script>…`: runs npm scripts at the same time, the first
 * one's output as it comes, each other one's kept and printed whole when it ends, so the log reads
 * one script at a time; exits with the first non-zero status, after all have ended.
 *
 * Why: on the two cores this suite is sized for, Vitest runs its files on one worker (its default
 * is the cores less one) and `astro check` on one thread, so `npm test` runs them together and
 * the second core does the check meanwhile (docs/testing.md). Lighthouse never runs beside
 * anything: it measures the page's speed on this machine.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('together: name the npm scripts to run at the same time: node scripts/gates/together.ts check test:unit');
  process.exit(2);
}
const npm = process.env.npm_execpath;
const statuses = await Promise.all(
  scripts.map((script, i) => new Promise<number>((resolve) => {
    // Through the npm that started us when there is one (npm_execpath), so each script finds the same tools.
    const child = npm ? spawn(process.execPath, [npm, 'run', script], { stdio: i === 0 ? 'inherit' : 'pipe' }) : spawn('npm', ['run', script], { stdio: i === 0 ? 'inherit' : 'pipe' });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => kept.push(b));
    child.stderr?.on('data', (b: Buffer) => kept.push(b));
    child.on('close', (code, signal) => {
      if (i > 0) process.stdout.write(Buffer.concat(kept));
      resolve(code ?? (signal ? 1 : 0));
    });
  })),
);
const failed = statuses.findIndex((s) => s !== 0);
if (failed >= 0) console.error(`together: npm run ${scripts[failed]} failed (status ${statuses[failed]})`);
process.exit(failed >= 0 ? statuses[failed]! : 0);
