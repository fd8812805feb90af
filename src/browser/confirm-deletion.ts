import { confirmDeletion, type DeletionConfirmOutcome } from './api/deletion.ts';

/**
 * The deletion confirmation page (src/components/contact/DeletionConfirmation.astro): the button
 * posts the emailed link's token, and the page shows the outcome. Opening the page does nothing
 * else, so that a mail scanner that opens the link erases nothing.
 */
const TOKEN_KEY = 'altura:deletion-token';

/** Outcomes that end the page's use: the link has done its work, or can do nothing. */
type Final = Extract<DeletionConfirmOutcome, 'completed' | 'waiting' | 'invalid' | 'expired'>;
const FINAL: readonly string[] = ['completed', 'waiting', 'invalid', 'expired'] satisfies Final[];
const isFinal = (outcome: DeletionConfirmOutcome): outcome is Final => FINAL.includes(outcome);

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The link's token, taken out of the address bar at once, so that nothing read later (history,
 * a bookmark, an analytics script the visitor allowed) holds it; kept for this tab, so that a
 * reload still works.
 */
function takeToken(): string | undefined {
  const url = new URL(location.href);
  const fromLink = url.searchParams.get('token');
  if (!fromLink) return storage()?.getItem(TOKEN_KEY) ?? undefined;
  storage()?.setItem(TOKEN_KEY, fromLink);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return fromLink;
}

function start(root: HTMLElement): void {
  const form = root.querySelector('form');
  const button = form?.querySelector('button');
  const problem = form?.querySelector('[role="status"]');
  if (!form || !button || !problem) return;
  const problems = JSON.parse(form.dataset.problems ?? '{}') as Partial<Record<DeletionConfirmOutcome, string>>;
  const token = takeToken();

  const show = (outcome: Final, moveFocus: boolean) => {
    storage()?.removeItem(TOKEN_KEY);
    form.hidden = true;
    const section = root.querySelector<HTMLElement>(`[data-outcome="${outcome}"]`);
    if (!section) return;
    section.hidden = false;
    if (moveFocus) section.querySelector<HTMLElement>('h3')?.focus();
  };

  if (!token) {
    show('invalid', false);
    return;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.dataset.sending ?? label;
    problem.textContent = '';
    const outcome = await confirmDeletion(token);
    button.disabled = false;
    button.textContent = label;
    if (isFinal(outcome)) show(outcome, true);
    else problem.textContent = problems[outcome] ?? '';
  });
}

const root = document.querySelector<HTMLElement>('[data-deletion-confirmation]');
if (root) start(root);
