import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type FunctionHandler = (request: Request) => Promise<Response>;

/**
 * The site's functions, loaded once and called in this process with the same Request that Netlify
 * hands them, at their `config.path` and at `/.netlify/functions/{name}`. @netlify/dev would bundle
 * each function and start a worker for every single request (about half a second each, seconds on
 * a busy 2-core machine); the handlers, their routes and the Request/Response contract are the same.
 */
export async function loadLocalFunctions(projectRoot: string): Promise<(pathname: string) => FunctionHandler | undefined> {
  const directory = path.join(projectRoot, 'netlify', 'functions');
  const routes = new Map<string, FunctionHandler>();
  for (const file of (await readdir(directory)).filter((name) => /\.(m?ts|m?js)$/.test(name))) {
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as { default: FunctionHandler; config?: { path?: string | string[] } };
    const name = file.replace(/\.[^.]+$/, '');
    for (const route of [module.config?.path ?? [], `/.netlify/functions/${name}`].flat()) routes.set(route, module.default);
  }
  return (pathname) => routes.get(pathname);
}
