import {
  ColorInput,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { type FieldErrors, get, useController, useFormContext } from 'react-hook-form';
import { TypedNumberInput } from './TypedNumberInput.tsx';

/** The message(s) under a field: client checks and the server's 422 list for that path. */
export function useFieldError(...names: string[]): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return errorText(errors, names);
}

export function errorText(errors: FieldErrors, names: readonly string[]): string | undefined {
  const messages = names
    .map((name) => get(errors, name) as { message?: unknown } | undefined)
    .map((error) => (typeof error?.message === 'string' ? error.message : undefined))
    .filter((message): message is string => Boolean(message));
  return messages.length > 0 ? messages.join(' ') : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  description?: string;
}

export function TextField({
  name,
  label,
  required,
  description,
  ...rest
}: FieldProps & Omit<TextInputProps, 'name'>) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <TextInput
      {...rest}
      label={label}
      required={required}
      description={description}
      name={name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={error}
    />
  );
}

/** A secret typed in a password box; the browser is asked not to fill in the user's own password. */
export function PasswordField({ name, label, required, description }: FieldProps) {
  const { field } = useController({ name });
  return (
    <PasswordInput
      label={label}
      required={required}
      description={description}
      name={name}
      autoComplete="new-password"
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={useFieldError(name)}
    />
  );
}

export function TextAreaField({ name, label, required, description }: FieldProps) {
  const { field } = useController({ name });
  return (
    <Textarea
      label={label}
      required={required}
      description={description}
      autosize
      minRows={3}
      name={name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={useFieldError(name)}
    />
  );
}

/** A number typed as staff write it ("605.000", "92,5"); an empty box gives null. */
export function NumberField({
  name,
  label,
  required,
  description,
  suffix,
}: FieldProps & { suffix?: string }) {
  const { field } = useController({ name });
  return (
    <TypedNumberInput
      label={label}
      required={required}
      description={description}
      rightSection={suffix}
      name={name}
      value={field.value as number | string | null | undefined}
      // A text that is no number stays in the form, so the schema names the field in its message.
      onTyped={(value, text) => field.onChange(value === undefined ? text : value)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={useFieldError(name)}
    />
  );
}

export function SwitchField({ name, label }: FieldProps) {
  const { field } = useController({ name });
  return (
    <Switch
      label={label}
      name={name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      error={useFieldError(name)}
    />
  );
}

export interface Choice {
  value: number | string;
  label: string;
}

/** A select over ids: the form holds the number (or null when cleared); a required one never empties. */
export function SelectField({
  name,
  label,
  required,
  choices,
  clearable = !required,
  searchable = true,
}: FieldProps & { choices: readonly Choice[]; clearable?: boolean; searchable?: boolean }) {
  const { field } = useController({ name });
  const value = field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <Select
      label={label}
      required={required}
      name={name}
      data={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
      value={value}
      clearable={clearable}
      allowDeselect={!required}
      searchable={searchable}
      onChange={(next) => {
        const original = choices.find((choice) => String(choice.value) === next)?.value;
        field.onChange(original ?? null);
      }}
      onBlur={field.onBlur}
      error={useFieldError(name)}
    />
  );
}

export function ColorField({ name, label, required }: FieldProps) {
  const { field } = useController({ name });
  return (
    <ColorInput
      label={label}
      required={required}
      name={name}
      format="hex"
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={useFieldError(name)}
    />
  );
}

/** A `{ fr, en }` field: French and English side by side, errors of the field and of each language. */
export function TranslatedField({
  name,
  label,
  required,
  multiline = false,
}: FieldProps & { multiline?: boolean }) {
  const { field: fr } = useController({ name: `${name}.fr` });
  const { field: en } = useController({ name: `${name}.en` });
  const wholeError = useFieldError(name);
  const frError = useFieldError(`${name}.fr`);
  const enError = useFieldError(`${name}.en`);
  const Input = multiline ? Textarea : TextInput;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Input
        label={`${label} (FR)`}
        required={required}
        name={`${name}.fr`}
        value={(fr.value as string | undefined) ?? ''}
        onChange={(event) => fr.onChange(event.currentTarget.value)}
        onBlur={fr.onBlur}
        error={[wholeError, frError].filter(Boolean).join(' ') || undefined}
      />
      <Input
        label={`${label} (EN)`}
        name={`${name}.en`}
        value={(en.value as string | undefined) ?? ''}
        onChange={(event) => en.onChange(event.currentTarget.value)}
        onBlur={en.onBlur}
        error={enError}
      />
    </SimpleGrid>
  );
}

export function FieldRow({ children }: { children: React.ReactNode }) {
  return (
    <Group grow align="flex-start" wrap="wrap">
      {children}
    </Group>
  );
}
