import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

export const SEARCH_DEBOUNCE_MS = 1000;

/** A search box that reports its text 1 s after the last key, or at once when it loses focus. */
export function SearchInput({
  onSearch,
  label,
  initial = '',
}: {
  onSearch: (text: string) => void;
  label?: string;
  /** The search the list already holds (from its URL). */
  initial?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const reported = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function report(value: string) {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed === reported.current) return;
    reported.current = trimmed;
    onSearch(trimmed);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <TextInput
      type="search"
      aria-label={label ?? t('admin.table.search')}
      placeholder={label ?? t('admin.table.search')}
      value={text}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => report(value), SEARCH_DEBOUNCE_MS);
      }}
      onBlur={() => report(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') report(text);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
