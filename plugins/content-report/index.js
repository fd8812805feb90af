import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A local Netlify build plugin: after the build, shows the content report in the deploy summary.
 * `npm run build` writes the report to .netlify/content-report.json beside the publish directory
 * (src/content/report/write-report.ts). It never fails a deploy over the content. Netlify accepts
 * only event handlers as exports.
 */
export async function onPostBuild({ constants, utils }) {
  const file = path.join(constants.PUBLISH_DIR, '..', '.netlify', 'content-report.json');
  let report;
  try {
    report = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    utils.status.show({ title: 'Content report', summary: `This build wrote no content report (${error.code ?? error.message}).` });
    return;
  }
  utils.status.show({ title: report.title, summary: report.summary, text: report.text });
}
