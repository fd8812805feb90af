import { ALL_CONTINENTS, matchesContinent, toContinentFilter } from '../domain/package-list.ts';
import { format } from '../i18n/format.ts';

/** The query parameter that keeps a filtered list shareable (?continent=europe). */
const PARAMETER = 'continent';

/**
 * The package list's continent filter. Every card is in the HTML and shown at first paint; this
 * hides the active packages of other continents. The custom-trip card and the Work in Progress
 * packages stay, as the spec orders them after the matches.
 */
export function continentFilter(select: HTMLSelectElement): void {
  const list = document.querySelector<HTMLElement>('[data-package-list]');
  const status = document.querySelector<HTMLElement>('[data-filter-status]');
  if (!list) return;
  const items = [...list.querySelectorAll<HTMLElement>('[data-continent]')];
  const known = [...select.options].map((option) => option.value);

  const apply = (filter: string) => {
    let count = 0;
    for (const item of items) {
      const shown = matchesContinent(item.dataset.continent ?? '', filter);
      item.hidden = !shown;
      if (shown) count++;
    }
    if (status) status.textContent = format(count === 1 ? (status.dataset.one ?? '') : (status.dataset.other ?? ''), { count });
  };

  const url = new URL(location.href);
  const initial = toContinentFilter(url.searchParams.get(PARAMETER) ?? select.value, known);
  select.value = initial;
  apply(initial);

  select.addEventListener('change', () => {
    const filter = toContinentFilter(select.value, known);
    apply(filter);
    const next = new URL(location.href);
    if (filter === ALL_CONTINENTS) next.searchParams.delete(PARAMETER);
    else next.searchParams.set(PARAMETER, filter);
    history.replaceState(history.state, '', next);
  });
}
