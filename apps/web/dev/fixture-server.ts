/**
 * Serves a fixture written by dev/fixture-site.ts like the real server would: GET /domain,
 * /storage/*, POST /unit/mail-to (422 on empty fields), and the built SPA with index.html for
 * page paths. `node --import tsx apps/web/dev/fixture-server.ts OUT PORT`
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = process.argv[2] ?? '/tmp/vweb/fixture';
const port = Number(process.argv[3] ?? 8092);
const dist = join(import.meta.dirname, '..', 'dist');
const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
};

function sendFile(response: import('node:http').ServerResponse, file: string) {
  const stream = createReadStream(file);
  stream.on('error', () => {
    if (!response.headersSent) response.writeHead(503);
    response.end();
  });
  stream.once('open', () => {
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    stream.pipe(response);
  });
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  if (path === '/domain') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(readFileSync(join(root, 'domain.json')));
    return;
  }
  if (path === '/unit/mail-to' && request.method === 'POST') {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const payload = JSON.parse(body || '{}') as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      for (const field of ['first_name', 'last_name', 'email'])
        if (!payload[field]) errors[field] = ['Ce champ est obligatoire.'];
      if (!payload.rgpd_acceptance) errors.rgpd_acceptance = ['Vous devez accepter les conditions.'];
      const ok = Object.keys(errors).length === 0;
      response.writeHead(ok ? 200 : 422, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { message: 'Envoyé !' } : { message: 'Invalid', errors }));
    });
    return;
  }
  const base = path.startsWith('/storage/') ? root : dist;
  const file = normalize(join(base, path));
  if (file.startsWith(base) && existsSync(file) && statSync(file).isFile()) return sendFile(response, file);
  if (path.startsWith('/storage/') || path.startsWith('/assets/')) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"message":"Not found"}');
    return;
  }
  sendFile(response, join(dist, 'index.html'));
}).listen(port, '127.0.0.1', () => console.log(`fixture on http://127.0.0.1:${port}`));
