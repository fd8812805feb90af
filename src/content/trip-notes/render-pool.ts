import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { writeAtomically } from '../../lib/write-atomically.ts';
import type { TripNotes } from './notes.ts';
import { renderTripNotes } from './render.ts';

export interface RenderJob {
  notes: TripNotes;
  /** Where the PDF goes. */
  file: string;
}

/**
 * Below this many files, rendering in the build's own thread is quicker than starting workers
 * (10–15 ms a file against 150–300 ms to start a worker that loads pdfkit).
 */
const IN_THREAD_LIMIT = 48;

function runWorker(jobs: readonly RenderJob[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: jobs });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A trip-notes worker stopped with code ${code}`))));
  });
}

/**
 * Renders every job into its file: in this thread for a few, else spread over one worker per
 * core, as a cold cache of 1000 packages in five languages is thousands of files.
 */
export async function renderToFiles(jobs: readonly RenderJob[]): Promise<void> {
  if (jobs.length <= IN_THREAD_LIMIT) {
    for (const job of jobs) await writeAtomically(job.file, await renderTripNotes(job.notes));
    return;
  }
  const count = Math.min(availableParallelism(), Math.ceil(jobs.length / IN_THREAD_LIMIT));
  const shares = Array.from({ length: count }, (_, worker) => jobs.filter((_, index) => index % count === worker));
  await Promise.all(shares.map(runWorker));
}
