/**
 * The Web Worker of /opening/: answers `race` requests (src/features/opening/work.ts) in the
 * envelope of src/components/work/protocol.ts. Loaded on demand, for settings other than the
 * default race's.
 */
import { serveWork } from '../../components/work/serve.ts';
import { raceJob } from './work.ts';

serveWork(raceJob);
