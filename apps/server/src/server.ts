import { loadConfig } from './config.ts';
import { describeStartError, wantsStack } from './start/fatal-error.ts';
import type { RunningServer } from './start/start-server.ts';

const print = (line: string) => console.log(line);

/** Entry point: `node --import tsx apps/server/src/server.ts` (npm start). */
async function main(): Promise<void> {
  let running: RunningServer | undefined;
  stopOnSignals(() => running?.close());
  let port: number | undefined;
  try {
    const config = loadConfig();
    port = config.port;
    // Loaded once the configuration is known to be good: a wrong value fails without the app's weight.
    const { startServer } = await import('./start/start-server.ts');
    const { withBackgroundWorkers } = await import('./start/background-workers.ts');
    running = withBackgroundWorkers(await startServer(config, print));
  } catch (error) {
    console.error(describeStartError(error, port));
    if (wantsStack()) console.error(error);
    process.exit(1);
  }
}

/**
 * SIGINT/SIGTERM: stop accepting requests, finish those in flight, close the database, exit 0.
 * A second signal, or a shutdown longer than 10 s, exits at once with 1.
 */
function stopOnSignals(close: () => Promise<void> | undefined): void {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    print(`${signal} received: finishing requests in flight, then closing the database.`);
    setTimeout(() => {
      console.error('Shutdown took more than 10 s: exiting anyway.');
      process.exit(1);
    }, 10_000).unref();
    Promise.resolve(close()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
