import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** CI runs what a person runs: on every pull request and on main, Node 22, `npm ci`, `npm test`. */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { pull_request?: unknown; push?: { branches?: string[] } };
  jobs: Record<string, { 'runs-on': string; env?: Record<string, string>; steps: Step[] }>;
}

describe('the GitHub Actions workflow', () => {
  const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as Workflow;
  const [job] = Object.values(workflow.jobs);
  const runs = job!.steps.flatMap((step) => (step.run ? [step.run] : []));

  it('runs on every pull request and on pushes to main', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on.pull_request ?? {}).not.toHaveProperty('branches');
    expect(workflow.on.push?.branches).toEqual(['main']);
  });

  it('sets up Node 22 with the npm cache', () => {
    const setup = job!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toMatchObject({ 'node-version': 22, cache: 'npm' });
  });

  it('installs from the lockfile, then runs every test, in that order', () => {
    expect(runs.filter((run) => run === 'npm ci' || run === 'npm test')).toEqual(['npm ci', 'npm test']);
    expect(job!.steps.findIndex((step) => step.uses?.startsWith('actions/checkout@'))).toBe(0);
  });

  it('sets up Java for the Nu Html Checker of the HTML validity test', () => {
    const setup = job!.steps.find((step) => step.uses?.startsWith('actions/setup-java@'));
    expect(Number(setup?.with?.['java-version'])).toBeGreaterThanOrEqual(17);
  });

  it('points the browser tests at a real browser of the runner, not the snap stub of apt’s chromium', () => {
    expect(job!['runs-on']).toMatch(/^ubuntu-/);
    expect(job!.env?.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
    expect(runs).toContain('$CHROMIUM_PATH --version');
  });
});

describe('.ci/run on a bare machine', () => {
  const sandboxes: string[] = [];
  afterEach(() => {
    for (const directory of sandboxes.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  /** Runs a copy of .ci/run with stand-in commands that log their calls; answers the log. */
  function runCi(options: { npmInstalled: boolean; root: boolean }): { status: number | null; calls: string[]; stderr: string } {
    const sandbox = mkdtempSync(path.join(tmpdir(), 'ci-run-'));
    sandboxes.push(sandbox);
    const bin = path.join(sandbox, 'bin');
    const log = path.join(sandbox, 'calls.log');
    mkdirSync(path.join(sandbox, 'repo', '.ci'), { recursive: true });
    mkdirSync(bin);
    copyFileSync('.ci/run', path.join(sandbox, 'repo', '.ci', 'run'));
    const fake = (name: string, body: string) => {
      writeFileSync(path.join(bin, name), `#!/bin/bash\necho "${name} $*" >> "${log}"\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    };
    const fakeNpm = `#!/bin/bash\necho "npm $*" >> "${log}"\n`;
    fake('id', `echo ${options.root ? 0 : 1000}`);
    // apt-get installing npm makes npm appear, as on Debian.
    fake('apt-get', `if [[ "$*" == *" npm"* ]]; then printf '%s' '${fakeNpm}' > "${bin}/npm"; /bin/chmod +x "${bin}/npm"; fi`);
    if (options.npmInstalled) {
      writeFileSync(path.join(bin, 'npm'), fakeNpm);
      chmodSync(path.join(bin, 'npm'), 0o755);
    }
    symlinkSync('/usr/bin/dirname', path.join(bin, 'dirname'));
    const result = spawnSync('/bin/bash', [path.join(sandbox, 'repo', '.ci', 'run')], { encoding: 'utf8', env: { PATH: bin } });
    const calls = readFileSync(log, { encoding: 'utf8', flag: 'a+' }).split('\n').filter((line) => line && !line.startsWith('id'));
    return { status: result.status, calls, stderr: result.stderr };
  }

  it('installs Node and npm from Debian when npm is missing, before npm ci', () => {
    const { status, calls } = runCi({ npmInstalled: false, root: true });
    expect(status).toBe(0);
    const install = calls.findIndex((call) => /^apt-get install .*\bnodejs npm$/.test(call));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(calls.slice(install + 1).filter((call) => call.startsWith('npm '))).toEqual(['npm ci', 'npm test']);
  });

  it('leaves an installed npm alone', () => {
    const { status, calls } = runCi({ npmInstalled: true, root: true });
    expect(status).toBe(0);
    expect(calls.some((call) => call.includes('nodejs'))).toBe(false);
    expect(calls.filter((call) => call.startsWith('npm '))).toEqual(['npm ci', 'npm test']);
  });

  it('installs a Java runtime from Debian when java is missing, before npm test', () => {
    const { status, calls } = runCi({ npmInstalled: true, root: true });
    expect(status).toBe(0);
    const install = calls.findIndex((call) => /^apt-get install .*\bdefault-jre-headless$/.test(call));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('npm test')).toBeGreaterThan(install);
  });

  it('says what to install when java is missing and it may not install it', () => {
    const { status, calls, stderr } = runCi({ npmInstalled: true, root: false });
    expect(status).not.toBe(0);
    expect(stderr).toContain('install a Java runtime (17 or later)');
    expect(calls.filter((call) => call.startsWith('npm '))).toEqual([]);
  });

  it('says what to install when npm is missing and it may not install it', () => {
    const { status, calls, stderr } = runCi({ npmInstalled: false, root: false });
    expect(status).not.toBe(0);
    expect(stderr).toContain('install Node.js (18 or later) with npm');
    expect(calls.filter((call) => call.startsWith('npm '))).toEqual([]);
  });
});
