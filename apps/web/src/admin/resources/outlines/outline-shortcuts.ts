/** What a key does in the outline editor (shown in its help, handled by the page). */
export type EditorCommand =
  | 'undo'
  | 'redo'
  | 'save'
  | 'previousFrame'
  | 'nextFrame'
  | 'redraw'
  | 'finishDrawing'
  | 'cancelDrawing'
  | 'deleteVertex'
  | 'copyPrevious'
  | 'hideOnFrame'
  | 'removeKeyFrame';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The shortcut table: Ctrl (⌘ on a Mac) for undo/redo/save, single letters for the rest. */
export function commandOfKey(press: KeyPress): EditorCommand | null {
  const key = press.key.toLowerCase();
  if (press.ctrlKey || press.metaKey) {
    if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 's') return 'save';
    return null;
  }
  switch (key) {
    case 'arrowleft':
    case 'a':
      return 'previousFrame';
    case 'arrowright':
    case 'd':
      return 'nextFrame';
    case 'r':
      return 'redraw';
    case 'enter':
      return 'finishDrawing';
    case 'escape':
      return 'cancelDrawing';
    case 'delete':
    case 'backspace':
      return 'deleteVertex';
    case 'c':
      return 'copyPrevious';
    case 'h':
      return 'hideOnFrame';
    case 'k':
      return 'removeKeyFrame';
    default:
      return null;
  }
}

/** The keys listed in the editor's help, by command. */
export const SHORTCUT_LABELS: readonly (readonly [EditorCommand, string])[] = [
  ['undo', 'Ctrl+Z'],
  ['redo', 'Ctrl+Shift+Z / Ctrl+Y'],
  ['save', 'Ctrl+S'],
  ['previousFrame', '← / A'],
  ['nextFrame', '→ / D'],
  ['redraw', 'R'],
  ['finishDrawing', 'Entrée / Enter'],
  ['cancelDrawing', 'Échap / Esc'],
  ['deleteVertex', 'Suppr / Del'],
  ['copyPrevious', 'C'],
  ['hideOnFrame', 'H'],
  ['removeKeyFrame', 'K'],
];
