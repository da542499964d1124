// Runs shell commands side by side (the backend and frontend unit suites: one waits on
// PostgreSQL, the other on the CPU), prints each one's output as a block when it ends, and fails
// if any failed. Keeps `npm test` inside the CI's time budget on a two-core machine.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        process.stdout.write(`\n== ${command} (exit ${code}, ${seconds} s)\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
