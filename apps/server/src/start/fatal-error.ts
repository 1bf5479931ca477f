import { ConfigError } from '../config.ts';
import { DatabaseUnreachableError } from '../db/database.ts';
import { MigrationFailedError } from '../db/migrate.ts';

/** One line telling why the server could not start; the stack only with LOG_LEVEL=debug|trace. */
export function describeStartError(error: unknown, port?: number): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (error instanceof DatabaseUnreachableError || error instanceof MigrationFailedError)
    return error.message;
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE')
    return `Port ${port ?? ''} is already in use: stop the other process or set PORT.`;
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port ?? ''}: choose a port above 1024 with PORT.`;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `Vitrine could not start: ${message}`;
}

export function wantsStack(): boolean {
  return ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
}
