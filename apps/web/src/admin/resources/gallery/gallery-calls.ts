import { apiJson } from '../../api/admin-http.ts';

/**
 * POST /api/files/upload: adds the uploaded pictures (FilePond server ids) and deletes the
 * `removes` ids, for one domain.
 */
export function uploadGalleryFiles(
  domainId: number,
  files: string[],
  removes: number[],
  options: { keepalive?: boolean } = {},
): Promise<unknown> {
  return apiJson('POST', '/api/files/upload', {
    query: { translatable: 1, 'filter[domain_id]': domainId },
    body: { domain_id: domainId, files, removes },
    ...options,
  });
}
