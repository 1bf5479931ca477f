import type { ConnectionHints, TimedDownload } from '@vitrine/core/frame-loading';
import { measuredMbps } from '@vitrine/core/frame-loading';

/** The Network Information API, where the browser has it (Chromium; not Safari nor Firefox). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}

/**
 * What is known of the connection when the viewer starts: the browser's hints, and the bandwidth
 * the page's own downloads so far saw (the HTML's first frame, the scripts; cached ones count 0).
 */
export function connectionHints(): ConnectionHints {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const downloads: TimedDownload[] = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.responseEnd > 0 && entry.responseStart > 0)
    .map((entry) => ({ bytes: entry.transferSize, start: entry.responseStart, end: entry.responseEnd }));
  const hints: ConnectionHints = {};
  if (connection?.saveData !== undefined) hints.saveData = connection.saveData;
  if (connection?.effectiveType !== undefined) hints.effectiveType = connection.effectiveType;
  if (connection?.downlink !== undefined) hints.downlinkMbps = connection.downlink;
  const measured = measuredMbps(downloads);
  if (measured !== undefined) hints.measuredMbps = measured;
  return hints;
}
