/**
 * The order of the 29 orbital frames a render studio delivers, read from their file names as the
 * studio's software numbers them (Frame_0001.png, cam01_0000.jpg, vue-01.tif…): the last number
 * of each name is the frame's number, and the numbers must follow each other.
 */
import { FRAME_COUNT } from './orbital.ts';

/** Why a set of frames cannot be put in order, with the file names a person must look at. */
export type FrameOrderProblem =
  /** Numbers are missing between the first and the 29th: `names` are the files expected. */
  | { kind: 'missing'; names: string[] }
  /** More than 29 numbered frames: `names` are the ones after the 29th. */
  | { kind: 'extra'; names: string[] }
  /** Two files carry the same number. */
  | { kind: 'duplicate'; names: string[] }
  /** Names without numbers (natural order), but not 29 of them. */
  | { kind: 'count'; received: number };

export type FrameOrder = { ok: true; order: number[] } | { ok: false; problem: FrameOrderProblem };

const LAST_NUMBER = /(\d+)(?!.*\d)/;

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const stem = (name: string) => {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
};

/** A name's shape with its frame number and extension taken out: 'Frame_0001.png' → 'Frame_#'. */
function patternOf(name: string): string | null {
  const base = stem(name);
  const match = LAST_NUMBER.exec(base);
  return match ? `${base.slice(0, match.index)}#${base.slice(match.index + match[1]!.length)}` : null;
}

/** The name a frame numbered `number` would have, written like `model` (same padding). */
function nameLike(model: string, number: number): string {
  const base = baseName(model);
  const match = LAST_NUMBER.exec(stem(model))!;
  const digits = match[1]!;
  const written = digits.startsWith('0') ? String(number).padStart(digits.length, '0') : String(number);
  return base.slice(0, match.index) + written + base.slice(match.index + digits.length);
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The order of `names` (indexes into it, frame 0 first), or what stops it. Numbered names
 * (all of one shape, e.g. `Frame_####.png`) are ordered by number, starting from the smallest
 * (0 or 1 or any other); names without a common numbered shape fall back to natural order.
 */
export function orderStudioFrames(names: readonly string[], count = FRAME_COUNT): FrameOrder {
  const shapes = new Map<string, number[]>();
  names.forEach((name, index) => {
    const pattern = patternOf(name);
    if (pattern === null) return;
    shapes.set(pattern, [...(shapes.get(pattern) ?? []), index]);
  });
  const [main] = [...shapes.values()].sort((a, b) => b.length - a.length);
  if (!main || main.length < Math.min(count, names.length) / 2) return naturalOrder(names, count);

  const numberOf = (index: number) => Number(LAST_NUMBER.exec(stem(names[index]!))![1]);
  const others = names.map((_, index) => index).filter((index) => !main.includes(index));
  const byNumber = new Map<number, number[]>();
  for (const index of main) byNumber.set(numberOf(index), [...(byNumber.get(numberOf(index)) ?? []), index]);
  const twins = [...byNumber.values()].find((indexes) => indexes.length > 1);
  if (twins)
    return { ok: false, problem: { kind: 'duplicate', names: twins.map((i) => baseName(names[i]!)) } };

  const first = Math.min(...byNumber.keys());
  const wanted = Array.from({ length: count }, (_, step) => first + step);
  const missing = wanted.filter((number) => !byNumber.has(number));
  const extra = [
    ...others,
    ...main.filter((index) => numberOf(index) >= first + count).sort((a, b) => numberOf(a) - numberOf(b)),
  ];
  if (missing.length > 0) {
    const model = names[main[0]!]!;
    return {
      ok: false,
      problem: { kind: 'missing', names: missing.map((number) => nameLike(model, number)) },
    };
  }
  if (extra.length > 0)
    return { ok: false, problem: { kind: 'extra', names: extra.map((index) => baseName(names[index]!)) } };
  return { ok: true, order: wanted.map((number) => byNumber.get(number)![0]!) };
}

function naturalOrder(names: readonly string[], count: number): FrameOrder {
  if (names.length !== count) return { ok: false, problem: { kind: 'count', received: names.length } };
  const order = names.map((_, index) => index).sort((a, b) => natural(names[a]!, names[b]!));
  return { ok: true, order };
}
