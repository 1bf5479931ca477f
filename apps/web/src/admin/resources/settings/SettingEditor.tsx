import { Button, ColorInput, Group, Image, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { isOn, parseTypedNumber, type SettingKind, settingDefinition, type TSetting } from '@vitrine/core';
import { megabytes, UPLOAD_USES } from '@vitrine/core/upload-uses';
import { type ReactNode, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { RichTextInput } from '../../shared/RichTextField.tsx';
import { TypedNumberInput } from '../../shared/TypedNumberInput.tsx';
import { useUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import type { useSettingSave } from './use-setting-save.ts';

interface EditorProps {
  setting: TSetting;
  kind: SettingKind;
  label: string;
  editable: boolean;
  saving: ReturnType<typeof useSettingSave>;
  onDraft?: ((value: string) => void) | undefined;
}

/** The editor of a setting's kind: a colour picker, a switch, a rich text, an upload, a text box. */
export function SettingEditor(props: EditorProps) {
  switch (props.kind) {
    case 'flag':
      return <FlagEditor {...props} />;
    case 'image':
      // once saved, a fresh editor: no upload left in hand to ask about
      return <ImageEditor key={props.saving.resetKey} {...props} />;
    case 'html':
      return <HtmlEditor key={props.setting.value ?? ''} {...props} />;
    case 'number':
      // a new stored value (saved, reset) starts the box afresh
      return <NumberEditor key={props.setting.value ?? ''} {...props} />;
    default:
      return <ValueEditor {...props} />;
  }
}

/** On/off, saved as soon as it is switched ("1"/"0"). An empty value shows the default. */
function FlagEditor({ setting, label, editable, saving }: EditorProps) {
  const { t } = useTranslation();
  const stored = setting.value ?? '';
  const fallback = settingDefinition(setting.name)?.defaults;
  const checked = stored === '' ? Object.values(fallback ?? {})[0] === '1' : isOn(stored);
  return (
    <Switch
      aria-label={label}
      label={t(`admin.settingsCatalogue.${checked ? 'on' : 'off'}`)}
      checked={checked}
      disabled={!editable || saving.save.isPending}
      error={saving.error}
      onChange={(event) => saving.save.mutate({ value: event.currentTarget.checked ? '1' : '0' })}
    />
  );
}

/**
 * A number in the one Belgian-aware box ("92,5", "1.000"), with "Valider". What was typed is sent
 * as typed: the server reads it the same way (or answers under the field that it is no number).
 */
function NumberEditor({ setting, label, editable, saving }: EditorProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const stored = parseTypedNumber(setting.value ?? '');
  const read = typed === null ? stored : parseTypedNumber(typed);
  const changed = typed !== null && read !== stored;
  useUnsavedChanges(changed);
  return (
    <>
      <TypedNumberInput
        aria-label={label}
        readOnly={!editable}
        description={editable ? undefined : t('admin.lists.readOnlySetting')}
        error={saving.error}
        // the box shows what it reads; a text that is no number stays as typed
        value={read === undefined ? (typed ?? setting.value ?? '') : read}
        onTyped={(_, text) => setTyped(text)}
      />
      {editable && (
        <SaveButton saving={saving} disabled={!changed} onSave={() => saving.save.mutate({ value: typed })} />
      )}
    </>
  );
}

/** A colour (picker and hex code), an e-mail, CSS or a line of text, with "Valider". */
function ValueEditor({ setting, kind, label, editable, saving, onDraft }: EditorProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(setting.value ?? '');
  useEffect(() => setValue(setting.value ?? ''), [setting.value]);
  useUnsavedChanges(value !== (setting.value ?? ''));
  const change = (next: string) => {
    setValue(next);
    onDraft?.(next);
  };
  const common = {
    'aria-label': label,
    readOnly: !editable,
    // what cannot be changed says so, rather than looking editable
    description: editable ? undefined : t('admin.lists.readOnlySetting'),
    error: saving.error,
    value,
  };
  let input: ReactNode;
  if (kind === 'colour')
    input = (
      <ColorInput
        {...common}
        format="hex"
        // what was typed stays, so a wrong colour gets the server's message rather than vanishing
        fixOnBlur={false}
        withPicker={editable}
        disallowInput={!editable}
        eyeDropperButtonProps={{ 'aria-label': t('admin.settingsCatalogue.identity.colourPicker') }}
        onChange={change}
      />
    );
  else if (kind === 'css')
    input = (
      <Textarea
        {...common}
        autosize
        minRows={3}
        ff="monospace"
        onChange={(e) => change(e.currentTarget.value)}
      />
    );
  else
    input = (
      <TextInput
        {...common}
        type={kind === 'email' ? 'email' : 'text'}
        onChange={(e) => change(e.currentTarget.value)}
      />
    );
  return (
    <>
      {input}
      {editable && (
        <SaveButton
          saving={saving}
          disabled={value === (setting.value ?? '')}
          onSave={() => saving.save.mutate({ value })}
        />
      )}
    </>
  );
}

/** HTML (the presentation) in the shared rich-text editor; typed text asks before it is left. */
function HtmlEditor({ setting, label, editable, saving }: EditorProps) {
  const form = useForm<{ value: string }>({ defaultValues: { value: setting.value ?? '' } });
  useUnsavedChanges(form.formState.isDirty);
  if (!editable)
    return (
      <Text size="sm" lineClamp={4}>
        {new DOMParser().parseFromString(setting.value ?? '', 'text/html').body.textContent}
      </Text>
    );
  return (
    <FormProvider {...form}>
      <RichTextInput key={saving.resetKey} name="value" label={label} />
      {saving.error && (
        <Text size="sm" c="red">
          {saving.error}
        </Text>
      )}
      <SaveButton saving={saving} onSave={form.handleSubmit(({ value }) => saving.save.mutate({ value }))} />
    </FormProvider>
  );
}

/** The current picture, an upload with its limits, and "Valider". */
function ImageEditor({ setting, label, editable, saving }: EditorProps) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(uploads.length > 0);
  const limits = UPLOAD_USES[settingDefinition(setting.name)?.upload ?? 'picture'];
  return (
    <>
      {setting.image?.url ? (
        <Image src={setting.image.url} alt={label} h={80} w="auto" fit="contain" bg="gray.1" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.settings.noImage')}
        </Text>
      )}
      {editable && (
        <>
          <FileUpload
            accept={['image/*']}
            onChange={setUploads}
            onBusyChange={setBusy}
            resetKey={saving.resetKey}
            error={saving.error}
            description={t('admin.settingsCatalogue.imageLimits', {
              edge: limits.maxEdge,
              size: megabytes(limits.maxBytes),
            })}
          />
          <SaveButton
            saving={saving}
            disabled={busy || uploads.length === 0}
            onSave={() => saving.save.mutate({ image: uploads })}
          />
        </>
      )}
    </>
  );
}

function SaveButton({
  saving,
  disabled = false,
  onSave,
}: {
  saving: EditorProps['saving'];
  disabled?: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button size="xs" loading={saving.save.isPending} disabled={disabled} onClick={onSave}>
        {t('admin.settings.validate')}
      </Button>
    </Group>
  );
}
