/**
 * Prints the nginx site for N Vitrine processes:
 * npm run nginx-config -w deploy -- --listen 80 --upstream 127.0.0.1:8081 --upstream 127.0.0.1:8082
 */
import { parseArgs } from 'node:util';
import { renderSite } from './nginx-config.ts';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    upstream: { type: 'string', multiple: true, default: [] },
  },
});
try {
  process.stdout.write(renderSite({ listen: values.listen, upstreams: values.upstream }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
