/** The period buttons of the dashboard, in days ending today. */
export const PERIODS = [7, 30, 90, 365] as const;

/** The `days` days ending today (UTC, as the counts are kept), as the report's from/to. */
export function periodEndingToday(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
