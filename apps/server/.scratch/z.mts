import { z } from 'zod';
const fr = z.locales.fr();
const s = z.object({ a: z.string().min(3), b: z.email(), c: z.number() });
const r = s.safeParse({ a: 'x', b: 'nope' }, { error: (iss) => { console.log('iss', iss.code, 'input' in iss, iss.input); return fr.localeError(iss); } });
console.log(r.error?.issues.map(i => [i.path, i.message]));
