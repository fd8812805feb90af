/** The part of Netlify's build plugin API the plugin uses. */
export function onPostBuild(options: {
  constants: { PUBLISH_DIR: string };
  utils: { status: { show(status: { title?: string; summary: string; text?: string }): void } };
}): Promise<void>;
