import type { Plugin } from 'vite';

/** react-dom's module-level errors it only throws and catches itself, as markers. */
export const REACT_MARKER_ERRORS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const MARKER_ASSIGNMENT = new RegExp(`\\b(${REACT_MARKER_ERRORS.join('|')})(\\s*=\\s*)Error\\(`, 'g');
const MAKE_MARKER = '__vitrineMarkerError';

/**
 * The markers built without a stack trace: an object of Error's prototype with the same message.
 * Hoisted, so appending it after the module's "use strict" code keeps the module strict.
 */
const MARKER_FACTORY = `
function ${MAKE_MARKER}(message) {
  return Object.setPrototypeOf({ message: message }, Error.prototype);
}
`;

/** react-dom's client code with its marker errors made by MARKER_FACTORY; `count` of them replaced. */
export function withMarkerErrors(code: string): { code: string; count: number } {
  let count = 0;
  const replaced = code.replace(MARKER_ASSIGNMENT, (_, name: string, equals: string) => {
    count++;
    return `${name}${equals}${MAKE_MARKER}(`;
  });
  return { code: count ? `${replaced}${MARKER_FACTORY}` : code, count };
}

/**
 * react-dom creates five Error objects while its module is evaluated, only as markers it throws and
 * catches itself. A browser with DevTools attached (Lighthouse, our Playwright benches) records a
 * detailed stack for every Error created, and for that re-parses every function on the stack:
 * react-dom's module and the whole first script (257 of a 536 ms task in a phone-speed trace,
 * ×4). A visitor's browser does not; the markers never reach anyone's screen, so they are made
 * without a stack.
 */
export function reactMarkerErrors(): Plugin {
  return {
    name: 'vitrine:react-marker-errors',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = withMarkerErrors(code);
      if (result.count !== REACT_MARKER_ERRORS.length)
        this.warn(
          `react-dom has ${result.count} of its ${REACT_MARKER_ERRORS.length} marker errors where expected: build/marker-errors.ts needs a look`,
        );
      return { code: result.code, map: null };
    },
  };
}
