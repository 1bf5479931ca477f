import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

/** `--name value` flags of a command line; unknown flags are an error. */
export function readFlags(args: string[], names: string[]): Record<string, string | undefined> {
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    strict: true,
    allowPositionals: false,
  });
  return values as Record<string, string | undefined>;
}

/** Asks a question on the terminal; with `hidden`, typed characters are not echoed. */
export function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (options.hidden) {
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stdout.write(text);
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (options.hidden) process.stdout.write('\n');
      resolve(answer.trim());
    });
  });
}
