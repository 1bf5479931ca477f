import { useSyncExternalStore } from 'react';

/** A question put to the user over whatever is open (a modal included). */
export interface Question {
  title: string;
  message: string;
  yes: string;
  no: string;
  danger?: boolean;
}

interface Asked extends Question {
  answer: (yes: boolean) => void;
}

let asked: Asked | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Asks `question`; resolves true on "yes", false on "no", Esc or a click outside. */
export function askConfirmation(question: Question): Promise<boolean> {
  asked?.answer(false);
  return new Promise((resolve) => {
    asked = {
      ...question,
      answer: (yes) => {
        asked = null;
        emit();
        resolve(yes);
      },
    };
    emit();
  });
}

export function useAskedQuestion(): Asked | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
  );
}
