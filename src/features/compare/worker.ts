/**
 * The Web Worker of /compare/: answers `compare` requests (src/features/compare/work.ts) in the
 * envelope of src/components/work/protocol.ts. Loaded on demand, only when the reader asks for a
 * comparison other than the default one.
 */
import { serveWork } from '../../components/work/serve.ts';
import { compareJob } from './work.ts';

serveWork(compareJob);
