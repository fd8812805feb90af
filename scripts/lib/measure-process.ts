import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface ProcessMeasure {
  code: number;
  wallMs: number;
  /** Peak resident memory of the process, in MiB (Linux /proc VmHWM, polled). */
  peakRssMiB: number;
  output: string;
}

async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs a command, measuring its wall time and peak memory; its output is kept, not printed. */
export function measureProcess(command: string, args: string[], env: Record<string, string | undefined>): Promise<ProcessMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let peak = 0;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const poll = setInterval(async () => {
      if (child.pid) peak = Math.max(peak, await peakRss(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code: code ?? 1, wallMs: performance.now() - started, peakRssMiB: Math.round(peak), output });
    });
  });
}
