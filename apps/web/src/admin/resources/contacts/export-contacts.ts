import type { QueryParams } from '../../api/admin-http.ts';
import { apiFetch } from '../../api/admin-http.ts';

/** GET /api/contacts/export with the list's filters (`{ lead_status: 'called' }`), saved as a CSV file. */
export async function exportContacts(fileName: string, filter: Record<string, string> = {}): Promise<void> {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(filter)) if (value) query[`filter[${key}]`] = value;
  const response = await apiFetch('GET', '/api/contacts/export', { query });
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
