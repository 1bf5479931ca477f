/**
 * `npm test`'s last step: each workspace's tests, one after the other, as `npm run test
 * --workspaces` did, then a summary. CI keeps only the end of what it printed; the summary names
 * the workspaces that failed and repeats their failing lines there, so the end says what broke.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failureLines, summaryOf, type WorkspaceResult } from './test-summary.ts';

const root = join(import.meta.dirname, '..', '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

function runTests(workspace: string): Promise<WorkspaceResult> {
  const started = Date.now();
  const lines: string[] = [];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '--workspace', workspace, '--if-present'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer, out: NodeJS.WriteStream) => {
      out.write(chunk);
      lines.push(...chunk.toString('utf8').split('\n'));
      // only the failing lines are kept: a whole suite's output is megabytes
      if (lines.length > 5_000) lines.splice(0, lines.length, ...failureLines(lines));
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code, signal) =>
      resolve({
        workspace,
        ok: code === 0,
        exit: signal ?? String(code),
        seconds: Math.round((Date.now() - started) / 1000),
        failures: code === 0 ? [] : failureLines(lines),
      }),
    );
  });
}

// TEST_WORKSPACES=packages/core,scripts runs only those (the whole list by default)
const chosen = process.env.TEST_WORKSPACES?.split(',').map((name) => name.trim()) ?? workspaces;
const results: WorkspaceResult[] = [];
for (const workspace of chosen) results.push(await runTests(workspace));
console.log(summaryOf(results));
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
