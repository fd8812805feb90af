/**
 * Stripe's request bodies are form-encoded with bracketed keys (`line_items[0][price_data][currency]`),
 * as the SDK writes them. This reads them back into the nested object they were made from.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export class FormError extends Error {}

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormError(`Invalid parameter name: ${key}`);
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...rest];
}

/** Objects whose keys are all 0…n-1 were arrays. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key]!)]));
  const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) && keys.every((_, index) => index in converted);
  return indexed ? keys.map((_, index) => converted[String(index)]!) : converted;
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next === 'string' || Array.isArray(next)) throw new FormError(`Invalid parameter: ${key}`);
      node = node[part] as FormObject;
    });
  }
  return arrays(root) as FormObject;
}
