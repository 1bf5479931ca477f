/**
 * What a visitor does first on a page (pointerdown comes before a touch's or a mouse's own events).
 * All but focusin are react-dom's replayable discrete events: reaching a root that is still
 * hydrating, they make React finish at once and then handle them (focusin is held back until
 * hydration is done, and usually comes before a key or a click).
 */
const VISITOR_INPUTS = ['pointerdown', 'keydown', 'focusin', 'input', 'click'];

/**
 * Runs `start` (which hydrates the page) once `ready` resolves, or at once when the visitor acts
 * first. A document capture listener runs before any listener of the page's root, and the
 * listeners React adds to the root while `start` runs still see that same event: React then
 * finishes hydrating and handles it, so a field typed in or a button pressed early is not lost.
 */
export function startWhenReadyOrUsed(
  start: () => void,
  ready: Promise<void>,
  target: Document = document,
): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of VISITOR_INPUTS) target.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of VISITOR_INPUTS) target.addEventListener(type, startOnce, true);
  void ready.then(startOnce);
}
