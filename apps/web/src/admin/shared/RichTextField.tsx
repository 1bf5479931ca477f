import { Input, Tabs } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useFieldError } from './form-fields.tsx';
import { StoredImage } from './rich-text-image.ts';
import { StoredFilePicker } from './StoredFilePicker.tsx';

/** The editor's height (front office §9: rich text editor height 400 px); longer text scrolls. */
export const RICH_TEXT_HEIGHT = 400;

/** A toolbar button that opens the picker of stored files and inserts the chosen picture. */
function StoredFileControl() {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RichTextEditor.Control
        onClick={() => setOpened(true)}
        aria-label={t('admin.editor.pickFile')}
        title={t('admin.editor.pickFile')}
      >
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill="none" stroke="currentColor">
          <rect x="3" y="4" width="18" height="16" rx="2" strokeWidth="2" />
          <circle cx="9" cy="10" r="2" strokeWidth="2" />
          <path d="M21 17l-5-5-9 8" strokeWidth="2" />
        </svg>
      </RichTextEditor.Control>
      <StoredFilePicker
        opened={opened}
        onClose={() => setOpened(false)}
        onPick={(file) => {
          setOpened(false);
          editor?.chain().focus().insertStoredImage({ src: file.url, alt: '' }).run();
        }}
      />
    </>
  );
}

/** One HTML value edited with Mantine's tiptap editor (the server sanitises what it stores). */
export function RichTextInput({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const editor = useEditor({
    extensions: [StarterKit, StoredImage],
    content: (field.value as string | undefined) ?? '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => field.onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-label': label } },
  });
  useEffect(() => () => editor?.destroy(), [editor]);
  return (
    <RichTextEditor editor={editor} className="admin-rich-text">
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <StoredFileControl />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content className="admin-rich-text__content" h={RICH_TEXT_HEIGHT} />
    </RichTextEditor>
  );
}

/** One rich text (an HTML setting, a project's GDPR text): a single editor. */
export function RichTextField({ name, label }: { name: string; label: string }) {
  const error = useFieldError(name);
  return (
    <Input.Wrapper label={label} error={error} data-field={name}>
      <RichTextInput name={name} label={label} />
    </Input.Wrapper>
  );
}

/** A translatable rich text (`{ fr, en }`): one editor per language, in tabs. */
export function TranslatedRichTextField({ name, label }: { name: string; label: string }) {
  const error = useFieldError(name, `${name}.fr`, `${name}.en`);
  return (
    <Input.Wrapper label={label} error={error} data-field={name}>
      <Tabs defaultValue="fr" keepMounted>
        <Tabs.List>
          <Tabs.Tab value="fr">FR</Tabs.Tab>
          <Tabs.Tab value="en">EN</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fr" pt="xs">
          <RichTextInput name={`${name}.fr`} label={`${label} (FR)`} />
        </Tabs.Panel>
        <Tabs.Panel value="en" pt="xs">
          <RichTextInput name={`${name}.en`} label={`${label} (EN)`} />
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
