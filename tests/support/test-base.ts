import { loadSampleBase, type Base } from '../../standins/airtable/sample-base.ts';

/** The base the test build reads: the bundled sample base, as an operator would publish it. */
export function testBase(): Base {
  return loadSampleBase();
}
