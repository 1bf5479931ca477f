import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
export const CREATE_USER_ENTRY = fileURLToPath(new URL('../cli/create-user.ts', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Only the variables given (plus PATH and HOME): the test runner's environment does not leak in. */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env };
}

export function spawnTs(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a TypeScript entry point to its end. */
export function runTs(entry: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const child = spawnTs(entry, args, env);
  return collect(child);
}

export function collect(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Resolves with the first match of `pattern` in the child's stdout (rejects if it ends first). */
export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk) => {
      seen += chunk;
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.stderr?.on('data', (chunk) => {
      seen += chunk;
    });
    child.on('close', () => {
      clearTimeout(timer);
      reject(new Error(`process ended before ${pattern}; output:\n${seen}`));
    });
  });
}
