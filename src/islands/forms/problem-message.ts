import type { Dictionary } from '../../i18n/index.ts';

/** The visitor's words for a refused or failed request; `missingFields` is the form's own text. */
export function problemMessage(error: string, missingFields: string, shared: Dictionary['forms']): string {
  switch (error) {
    case 'missing_fields':
      return missingFields;
    case 'invalid_email':
      return shared.invalidEmail;
    case 'invalid_name':
      return shared.invalidName;
    case 'too_long':
      return shared.tooLong;
    case 'rate_limited':
      return shared.rateLimited;
    default:
      return shared.notSent;
  }
}
