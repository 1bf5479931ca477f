import { readFileSync } from 'node:fs';

const TEMPLATE = new URL('../nginx/vitrine-site.conf.template', import.meta.url);

export interface SiteOptions {
  /** nginx's `listen` value: a port, or address:port. */
  listen: string;
  /** The Vitrine processes, as host:port. */
  upstreams: string[];
}

/** The nginx site (upstreams and server block) for these processes, from the one template operators use. */
export function renderSite(options: SiteOptions): string {
  if (options.upstreams.length === 0) throw new Error('at least one --upstream host:port is needed');
  const servers = options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`);
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{UPSTREAM_SERVERS}}', servers.join('\n'))
    .replaceAll('{{LISTEN}}', options.listen);
}

/**
 * A whole nginx configuration around the site, for a local run as an ordinary process: every path
 * (pid, logs, temporary bodies) under `prefix`, in the foreground.
 */
export function renderLocalNginx(options: SiteOptions & { prefix: string }): string {
  const { prefix } = options;
  return `daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes 1;
events { worker_connections 512; }
http {
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${renderSite(options)}
}
`;
}
