/**
 * The Web Worker that replays game records for /play/ (src/features/play/work.ts), in the
 * envelope of src/components/work/protocol.ts. Started when a record is opened that the page has
 * not replayed yet: a shared link, the saved games on load, a paste or a file.
 */
import { serveWork } from '../../components/work/serve.ts';
import { replayJob } from './work.ts';

serveWork(replayJob);
