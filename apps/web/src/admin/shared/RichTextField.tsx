import { Input, Tabs } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useFieldError } from './form-fields.tsx';

/** One HTML value edited with Mantine's tiptap editor. */
function RichTextInput({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const editor = useEditor({
    extensions: [StarterKit],
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
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
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
