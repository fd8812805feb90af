import { INJECTED_FAULT } from '../../standins/shared/injected-fault.ts';

/**
 * The site's functions log every service failure in full, with its stack. In the tests most of
 * those failures are injected on purpose through the stand-ins; printed in full they look like
 * defects. This prints each of them as one labelled line, and anything else exactly as before.
 */
const DROPPED_ANSWER = /Airtable table "([^"]+)": request failed \(fetch failed\)/;

function firstLine(args: readonly unknown[]): string {
  // An SDK's error may keep the name "Error"; its class says what it is (StripeAPIError).
  const text = args.map((arg) => (arg instanceof Error ? `${arg.name === 'Error' ? arg.constructor.name : arg.name}: ${arg.message}` : String(arg))).join(' ');
  return text.split('\n', 1)[0]!;
}

/**
 * Labels expected faults in what this process logs with console.error; `droppedAnswer` says whether
 * the Airtable stand-in dropped an answer of that table on purpose. Answers the undo.
 */
export function labelExpectedFaults(droppedAnswer: (table: string) => boolean): () => void {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const line = firstLine(args);
    const dropped = DROPPED_ANSWER.exec(line)?.[1];
    if (line.includes(INJECTED_FAULT) || (dropped !== undefined && droppedAnswer(dropped))) original(`[expected fault] ${line}`);
    else original(...args);
  };
  return () => {
    console.error = original;
  };
}
