import type { RequestProblem } from '../../domain/visitor-requests.ts';
import { HttpError } from '../http.ts';

const ENGLISH: Readonly<Record<RequestProblem, string>> = {
  invalid_request: 'The request must be a JSON object whose fields are texts.',
  rejected: 'This request was refused.',
  missing_fields: 'Please fill out every required field.',
  invalid_name: 'A name must be written on a single line.',
  invalid_email: 'Please enter a valid email address.',
  too_long: 'A field is longer than allowed.',
};

/** The 400 answer to a request the shared validation refused, naming the fields at fault. */
export function refusal(problem: RequestProblem, fields: readonly string[]): HttpError {
  const which = fields.length > 0 ? ` (${fields.join(', ')})` : '';
  return new HttpError(400, problem, `${ENGLISH[problem]}${which}`);
}
