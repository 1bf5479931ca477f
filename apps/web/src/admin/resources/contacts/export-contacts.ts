import { apiFetch } from '../../api/admin-http.ts';

/** GET /api/contacts/export as a blob, saved as export-contacts.csv. */
export async function exportContacts(fileName: string): Promise<void> {
  const response = await apiFetch('GET', '/api/contacts/export');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
