import { createSandbox } from './src/app.ts';
import { writeFileSync } from 'node:fs';
const sb = createSandbox();
const html = await (await sb.fetch(new Request('http://x/docs'))).text();
writeFileSync('/tmp/docs.html', html);
