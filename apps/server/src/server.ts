import { loadConfig } from './config.ts';
import { startServer } from './start/start-server.ts';
import { describeStartError, wantsStack } from './start/fatal-error.ts';

/** Entry point: `node --import tsx apps/server/src/server.ts` (npm start). */
async function main(): Promise<void> {
  let port: number | undefined;
  try {
    const config = loadConfig();
    port = config.port;
    const server = await startServer(config, (line) => console.log(line));
    shutDownOnSignals(server.close, (line) => console.log(line));
  } catch (error) {
    console.error(describeStartError(error, port));
    if (wantsStack()) console.error(error);
    process.exit(1);
  }
}

function shutDownOnSignals(close: () => Promise<void>, print: (line: string) => void): void {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    print(`${signal} received: finishing requests in flight, then closing the database.`);
    const force = setTimeout(() => {
      console.error('Shutdown took more than 10 s: exiting anyway.');
      process.exit(1);
    }, 10_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

await main();
