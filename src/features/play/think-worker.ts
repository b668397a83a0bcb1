/**
 * The Web Worker in which the computer thinks for /play/ (its moves, the hints, a game's
 * analysis): the `think` job (think.ts) in the one worker protocol (src/components/work/), so the
 * search never blocks the page. One request at a time; a Cancel terminates the worker.
 */
import { serveWork } from '../../components/work/serve.ts';
import { thinkJob } from './think.ts';

serveWork(thinkJob());
