#!/usr/bin/env node
// The `choro` command. The engine is TypeScript, run by Node's own type stripping (Node ≥ 22.18;
// the project brings Node 24, first on the PATH of npm scripts and of `npx choro`).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`choro: needs Node 22.18 or newer (this is ${process.version}); run it as "npx choro …" inside the project, which uses the project's Node 24`);
  process.exit(2);
}
const { main } = await import('../src/cli/choro.ts');
process.exitCode = await main(process.argv.slice(2), (line) => process.stdout.write(line + '\n'), (line) => process.stderr.write(line + '\n'));
