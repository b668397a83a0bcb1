/**
 * The Web Worker of the examples' "try your own" panel: answers `try` requests
 * (src/features/examples/work.ts) in the envelope of src/components/work/protocol.ts. Loaded on
 * demand, when the reader's position or move is not the panel's first one.
 */
import { serveWork } from '../../components/work/serve.ts';
import { tryJob } from './work.ts';

serveWork(tryJob);
