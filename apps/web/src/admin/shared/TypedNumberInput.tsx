import { TextInput, type TextInputProps } from '@mantine/core';
import { formatTypedNumber, parseTypedNumber, type TypedNumber } from '@vitrine/core';
import { type Ref, useEffect, useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  /** The stored number; a string is a typed text that is no number, kept as it is. */
  value: number | string | null | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Every keystroke: the number read so far (undefined while it is not a number). */
  onTyped?: (value: TypedNumber, text: string) => void;
  /** Enter or leaving the box: the number read (undefined when it is not a number). */
  onCommit?: (value: TypedNumber) => void;
  onBlur?: () => void;
};

/**
 * The one box where a number is typed in the back office: it reads "605.000", "605 000",
 * "605000" and "92,5" as Belgian and French staff write them (core `parseTypedNumber`) and shows
 * the stored value as "605 000". Esc puts the stored value back.
 */
export function TypedNumberInput({ value, onTyped, onCommit, onBlur, ...rest }: Props) {
  const stored = typeof value === 'string' ? undefined : value;
  const [text, setText] = useState(typeof value === 'string' ? value : formatTypedNumber(value));
  const [focused, setFocused] = useState(false);
  const isText = typeof value === 'string';
  useEffect(() => {
    if (!focused && !isText) setText(formatTypedNumber(stored));
  }, [stored, isText, focused]);

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onTyped?.(parseTypedNumber(next), next);
      }}
      onFocus={(event) => {
        setFocused(true);
        event.currentTarget.select();
      }}
      onBlur={() => {
        setFocused(false);
        const read = parseTypedNumber(text);
        if (read !== undefined) setText(formatTypedNumber(read));
        onCommit?.(read);
        onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        }
        if (event.key === 'Escape') {
          setText(formatTypedNumber(stored));
          onTyped?.(stored ?? null, formatTypedNumber(stored));
          event.stopPropagation();
          event.currentTarget.blur();
        }
      }}
    />
  );
}
