/** French strings of the back office's rich text editor and its picker of stored files. */
export const frAdminEditor = {
  pickFile: 'Insérer une image des fichiers',
  pickerTitle: 'Fichiers',
  pickerEmpty: 'Aucun fichier pour l’instant : ajoutez des images dans la galerie.',
  pickerInsert: 'Insérer {{name}}',
  loading: 'Chargement…',
};
