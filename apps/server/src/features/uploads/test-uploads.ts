import { randomBytes } from 'node:crypto';
import type { TestAgent } from '../auth/test-agent.ts';

/** A multipart/form-data body with files (and text fields), as a browser would send it. */
export function multipartBody(
  parts: { name: string; filename?: string; content: Buffer | string; type?: string }[],
) {
  const boundary = `----vitrine${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a file through FilePond's process call; returns the response (its body is the server id). */
export function processUpload(agent: TestAgent, content: Buffer | string, filename: string) {
  const body = multipartBody([
    { name: 'filepond', content: '{}' },
    { name: 'filepond', filename, content },
  ]);
  return agent.request({ method: 'POST', url: '/api/filepond', ...body });
}

/** Uploads a file and gives its server id (fails the test when refused). */
export async function uploadId(
  agent: TestAgent,
  content: Buffer | string,
  filename: string,
): Promise<string> {
  const response = await processUpload(agent, content, filename);
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.body;
}

/** The first bytes of a WebM file: enough for the content check, not a playable video. */
export const WEBM_BYTES = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(256)]);
