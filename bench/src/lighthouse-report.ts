import { formatMs, median, table } from './format.ts';
import type { LighthouseScores } from './lighthouse-run.ts';

const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));

/**
 * The run whose performance score is the median of the page's scored runs (the lower one of an
 * even count); a page none of whose runs was scored shows its first run (with its error).
 */
function medianRun(runs: readonly LighthouseScores[]): LighthouseScores {
  const scored = runs
    .filter((run) => run.performance !== null)
    .sort((a, b) => (a.performance as number) - (b.performance as number));
  return scored[Math.floor((scored.length - 1) / 2)] ?? (runs[0] as LighthouseScores);
}

/** Groups scores by page, in the order the pages were first audited. */
function byPage(scores: readonly LighthouseScores[]): LighthouseScores[][] {
  const pages = new Map<string, LighthouseScores[]>();
  for (const row of scores) pages.set(row.path, [...(pages.get(row.path) ?? []), row]);
  return [...pages.values()];
}

/**
 * One row per page: the median run's figures (performance decides which run that is), each run's
 * score and the median TBT, since Lighthouse here swings by 10–25 points between runs of one code.
 */
export function printLighthouse(scores: readonly LighthouseScores[]): void {
  const pages = byPage(scores);
  const runs = Math.max(...pages.map((page) => page.length));
  console.log(
    `\nLighthouse 12 (mobile preset: simulated slow 4G, CPU ×4), ${runs} run(s) per page, median run shown`,
  );
  console.log(
    table(
      ['page', 'performance', 'runs', 'accessibility', 'FCP', 'LCP', 'TBT (median of runs)', 'CLS'],
      pages.map((page) => {
        const row = medianRun(page);
        const tbts = page.flatMap((run) => (run.tbtMs === null ? [] : [run.tbtMs]));
        return [
          row.path.includes('showUnit') ? 'a unit page' : row.path,
          score(row.performance),
          page.map((run) => score(run.performance)).join(' '),
          score(row.accessibility),
          formatMs(row.fcpMs),
          formatMs(row.lcpMs),
          formatMs(tbts.length ? median(tbts) : null),
          row.cls === null ? 'n/a' : row.cls.toFixed(3),
        ];
      }),
    ),
  );
  console.log('  issue 18 goal: performance ≥ 97, LCP ≤ 2.5 s, CLS 0, accessibility 100 on every page');
  for (const page of pages) {
    const row = medianRun(page);
    if (row.lcpElement) console.log(`  largest paint of ${row.path}: ${row.lcpElement.slice(0, 160)}`);
  }
  for (const row of scores) if (row.error) console.log(`  ${row.path}: ${row.error}`);
}
