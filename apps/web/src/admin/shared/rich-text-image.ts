import { mergeAttributes, Node } from '@tiptap/react';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    storedImage: {
      /** Inserts a picture at the cursor. */
      insertStoredImage: (attributes: { src: string; alt?: string }) => ReturnType;
    };
  }
}

/**
 * A picture in the rich text (<img src alt>), as the file picker inserts it. Written here rather
 * than taken from @tiptap/extension-image: it is the one node the editor needs, without options.
 */
export const StoredImage = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertStoredImage:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
