import fc from 'fast-check';

/** A JSON token written as is (`1e400` has no JavaScript number that JSON.stringify would write). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson tokens and `__proto__` keys of its own. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const deeplyNested = (depth: number): unknown => (depth === 0 ? 1 : [deeplyNested(depth - 1)]);

/** Text a client may put in a path segment or a query value where a number or a word is expected. */
export const HOSTILE_TEXTS = [
  '1e400',
  '-1e400',
  '123456789012345',
  '99999999999999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '0x1f',
  ' 7',
  'NaN',
  'Infinity',
  '',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'é😀𝕏\u202e',
  '\u0000',
  '..%2F..%2Fetc',
  'a,,b,-',
  'x'.repeat(5000),
];

/** Values a JSON body may hold where the schema expects something else. */
export const HOSTILE_VALUES: unknown[] = [
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  123456789012345,
  2147483648,
  -1,
  0,
  1.5,
  ...HOSTILE_TEXTS,
  'x'.repeat(70_000),
  null,
  true,
  [],
  [null],
  ['1e400', -1],
  {},
  { a: { b: { c: { d: { e: 'deep' } } } } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  deeplyNested(60),
];

export const hostileText = () => fc.constantFrom(...HOSTILE_TEXTS);
export const hostileValue = () => fc.constantFrom(...HOSTILE_VALUES);
