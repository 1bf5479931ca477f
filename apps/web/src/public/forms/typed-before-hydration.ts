/**
 * The fields of `form` a visitor filled in the server's HTML before the page's script took over:
 * React keeps the typed text on screen but not in its state, and the input that hydrated the
 * page fires no change (React starts tracking the field with the text already in it).
 */
export function typedBeforeHydration<Name extends string>(
  form: HTMLFormElement | null,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  if (!form) return typed;
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') {
      typed[name] = field.value;
    }
  }
  return typed;
}
