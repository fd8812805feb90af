import { workerData } from 'node:worker_threads';
import { writeAtomically } from '../../lib/write-atomically.ts';
import type { RenderJob } from './render-pool.ts';
import { renderTripNotes } from './render.ts';

/** One worker of the render pool: renders its share of the jobs into their files, then exits. */
for (const job of workerData as RenderJob[]) await writeAtomically(job.file, await renderTripNotes(job.notes));
