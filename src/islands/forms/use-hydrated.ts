import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the island runs. A form keeps its submit button disabled
 * until then, so an early click never sends the visitor's text through a plain page submission.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
