/**
 * A store of things made once each, by key: making an Intl format costs far more than using it,
 * and a build formats tens of thousands of prices, dates and names. Making the store has no other
 * effect, which the annotation tells the bundler: a page that imports a module only for a constant
 * does not load the module's formats.
 */
/* @__NO_SIDE_EFFECTS__ */
export function madeOnce<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}
