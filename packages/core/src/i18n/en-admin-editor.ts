import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminEditor } from './fr-admin-editor.ts';

export const enAdminEditor: CatalogueShape<typeof frAdminEditor> = {
  pickFile: 'Insert a picture from the files',
  pickerTitle: 'Files',
  pickerEmpty: 'No file yet: add pictures to the gallery.',
  pickerInsert: 'Insert {{name}}',
  loading: 'Loading…',
};
