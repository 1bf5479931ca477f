import { describe, expect, it } from 'vitest';
import { failureLines, summaryOf } from './test-summary.ts';

const VITEST_OUTPUT = [
  '\x1b[32m✓\x1b[39m src/a.test.ts (3 tests) 120ms',
  '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m src/b.test.ts > the queue > keeps a row',
  '\x1b[31m\x1b[1mAssertionError\x1b[22m: expected 2 to be 1 // Object.is equality\x1b[39m',
  ' \x1b[36m ❯ src/b.test.ts:42:17\x1b[39m',
  '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m src/b.test.ts > the queue > keeps a row',
  '     \x1b[31m×\x1b[39m keeps a row 1204ms',
  'Test Files  1 failed | 1 passed (2)',
];

describe('the test summary', () => {
  it('keeps the lines that say what failed and where, once each, without colours', () => {
    expect(failureLines(VITEST_OUTPUT)).toEqual([
      ' FAIL  src/b.test.ts > the queue > keeps a row',
      'AssertionError: expected 2 to be 1 // Object.is equality',
      '  ❯ src/b.test.ts:42:17',
      '     × keeps a row 1204ms',
    ]);
    expect(failureLines(Array.from({ length: 500 }, (_, i) => `Error: number ${i}`))).toHaveLength(60);
  });

  it('names each workspace with its time, and repeats the failing lines of those that failed last', () => {
    const summary = summaryOf([
      { workspace: 'packages/core', ok: true, exit: '0', seconds: 11, failures: [] },
      {
        workspace: 'apps/server',
        ok: false,
        exit: '1',
        seconds: 430,
        failures: [' FAIL  src/b.test.ts > keeps a row'],
      },
      { workspace: 'deploy', ok: false, exit: 'SIGKILL', seconds: 3, failures: [] },
    ]);
    expect(summary.split('\n')).toEqual([
      '',
      '== tests by workspace',
      'ok     packages/core     11 s',
      'FAILED apps/server      430 s (exit 1)',
      'FAILED deploy             3 s (exit SIGKILL)',
      '',
      '== what failed in apps/server',
      ' FAIL  src/b.test.ts > keeps a row',
      '',
      '== what failed in deploy',
      '(no failing line found: read its output above)',
      '',
      '2 of 3 workspaces failed',
    ]);
  });
});
