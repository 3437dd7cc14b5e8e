#!/usr/bin/env node
// `npm run check`: lint, formatting and the type checks of the root and every workspace. Each is
// one single-threaded process, so they run as many at a time as the machine has cores (CI's two
// halve the wait); each one's output is printed whole when it ends, and any failure fails the check.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const typecheck = (project) => ({ label: `tsc ${project}`, command: bin('tsc'), args: ['--noEmit', '-p', project] });
/** Longest first, so the last to start is a short one. */
const tasks = [
  { label: 'eslint', command: bin('eslint'), args: ['.'] },
  typecheck('apps/web'),
  typecheck('apps/server'),
  typecheck('.'),
  { label: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  typecheck('packages/contract'),
];

function runTask({ label, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`--- ${label}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(status === 0);
    });
  });
}

const queue = [...tasks];
const results = [];
async function worker() {
  for (let task = queue.shift(); task; task = queue.shift()) results.push(await runTask(task));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), tasks.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
