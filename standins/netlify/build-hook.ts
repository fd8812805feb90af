import { listen, readBody, sendJson, type RunningServer } from '../shared/http.ts';
import { INJECTED_FAULT } from '../shared/injected-fault.ts';

/**
 * A local stand-in for a Netlify build hook: `POST /build_hooks/<id>` answers 200 with an empty
 * body, as Netlify does, and counts as one build started. Tests and operators read the builds at
 * /__standin/builds and can make the hook fail through /__standin/outage.
 */
export interface StartedBuild {
  at: string;
  /** The deploy message Netlify would show (`trigger_title`). */
  title: string | null;
}

export interface BuildHookStandin extends RunningServer {
  hookUrl: string;
  env: Record<string, string>;
  builds: StartedBuild[];
}

const HOOK_PATH = '/build_hooks/standin0000000000000000';

export async function startBuildHookStandin(options: { port?: number } = {}): Promise<BuildHookStandin> {
  const builds: StartedBuild[] = [];
  let outage: { status: number; remaining: number } | undefined;

  const running = await listen(async (req, res, url) => {
    if (url.pathname.startsWith('/__standin/')) {
      const action = url.pathname.slice('/__standin/'.length);
      const input = JSON.parse((await readBody(req)) || '{}') as { status?: number; times?: number };
      if (req.method === 'GET' && action === 'builds') return sendJson(res, 200, { builds });
      if (req.method === 'POST' && action === 'outage') {
        outage = { status: input.status ?? 500, remaining: input.times ?? -1 };
        return sendJson(res, 200, { ok: true });
      }
      if (req.method === 'POST' && (action === 'heal' || action === 'reset')) {
        outage = undefined;
        if (action === 'reset') builds.length = 0;
        return sendJson(res, 200, { ok: true });
      }
      return sendJson(res, 404, { error: 'unknown control' });
    }
    if (req.method !== 'POST' || url.pathname !== HOOK_PATH) return sendJson(res, 404, { message: 'Not Found' });
    await readBody(req);
    if (outage && outage.remaining !== 0) {
      outage.remaining--;
      return sendJson(res, outage.status, { message: `Internal Server Error (${INJECTED_FAULT})` });
    }
    builds.push({ at: new Date().toISOString(), title: url.searchParams.get('trigger_title') });
    res.writeHead(200, { 'Content-Length': 0 });
    res.end();
  }, options.port);

  const hookUrl = `${running.url}${HOOK_PATH}`;
  return { ...running, hookUrl, builds, env: { BUILD_HOOK_URL: hookUrl } };
}
