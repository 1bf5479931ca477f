import { stripVTControlCharacters } from 'node:util';

/** What one workspace's tests gave (test-workspaces.ts). */
export interface WorkspaceResult {
  workspace: string;
  ok: boolean;
  /** The exit code, or the signal that stopped it. */
  exit: string;
  seconds: number;
  /** Its failing lines (failureLines), when it failed. */
  failures: string[];
}

/** vitest's and npm's ways of saying what failed, and where. */
const FAILING =
  /\bFAIL\b|\s×\s|AssertionError|\w*Error:|Test timed out|Hook timed out|❯ \S+:\d+:\d+|^npm error/;
const MAX_FAILURE_LINES = 60;

/** The lines that say what failed, without colours, each once, at most 60. */
export function failureLines(lines: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const line of lines) {
    const plain = stripVTControlCharacters(line).trimEnd();
    if (FAILING.test(plain)) kept.add(plain.length > 400 ? `${plain.slice(0, 400)}…` : plain);
  }
  return [...kept].slice(0, MAX_FAILURE_LINES);
}

/** The summary printed last: a line per workspace, then the failing lines of those that failed. */
export function summaryOf(results: readonly WorkspaceResult[]): string {
  const failed = results.filter((result) => !result.ok);
  const lines = [
    '',
    '== tests by workspace',
    ...results.map(
      (result) =>
        `${result.ok ? 'ok    ' : 'FAILED'} ${result.workspace.padEnd(14)} ${String(result.seconds).padStart(5)} s${result.ok ? '' : ` (exit ${result.exit})`}`,
    ),
  ];
  for (const result of failed)
    lines.push(
      '',
      `== what failed in ${result.workspace}`,
      ...(result.failures.length ? result.failures : ['(no failing line found: read its output above)']),
    );
  lines.push(
    '',
    failed.length
      ? `${failed.length} of ${results.length} workspaces failed`
      : `all ${results.length} workspaces passed`,
  );
  return lines.join('\n');
}
