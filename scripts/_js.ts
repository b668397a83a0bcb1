import { jsTable } from './gates/static.ts';
const best = new Map<string, any>();
for (const r of jsTable() as any[]) { const b = best.get(r.kind); if (!b || r.gzipBytes > b.gzipBytes) best.set(r.kind, r); }
for (const r of best.values()) if (r.budget) console.log(r.kind, r.path, r.gzipBytes, r.budget);
