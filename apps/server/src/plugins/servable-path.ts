/**
 * Whether a static-file path may be served: no folder, no dot segment, no dotfile (after
 * decoding). Anything else is answered as missing rather than forbidden.
 */
export function isServablePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !decoded.endsWith('/') && !decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'));
}
