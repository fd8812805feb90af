import type { StoredSession } from './sessions.ts';

/**
 * The stand-in's hosted checkout page: what Stripe Checkout shows (the amount, the line items, an
 * email field and a card number field), with a Pay button that pays with the card and a link back to the shop.
 */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function money(minor: number, currency: string, locale: string | null): string {
  const tag = locale && locale !== 'auto' ? locale : 'en';
  return new Intl.NumberFormat(tag, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1f36; background: #f6f9fc; }
  main { max-width: 34rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 4px 20px rgb(0 0 0 / 0.08); }
  .badge { display: inline-block; padding: 0.15rem 0.6rem; border-radius: 999px; background: #ffde92; color: #5c3b00; font-size: 0.8rem; font-weight: 600; }
  h1 { font-size: 2rem; margin: 0.75rem 0 1rem; }
  ul { list-style: none; padding: 0; margin: 0 0 1.5rem; border-top: 1px solid #e3e8ee; }
  li { padding: 0.75rem 0; border-bottom: 1px solid #e3e8ee; }
  .item-line { display: flex; justify-content: space-between; gap: 1rem; font-weight: 600; }
  .item-description { margin: 0.25rem 0 0; color: #4f566b; font-size: 0.9rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  label:not(:first-child) { margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font: inherit; border: 1px solid #8792a2; border-radius: 6px; }
  .error { color: #b3261e; margin: 0.5rem 0 0; }
  .card-note { color: #4f566b; font-size: 0.9rem; }
  button { width: 100%; margin-top: 1rem; padding: 0.8rem; font: inherit; font-weight: 700; color: #fff; background: #5433ff; border: 0; border-radius: 6px; cursor: pointer; }
  :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .cancel { display: inline-block; margin-top: 1rem; color: #3d2bd6; }
`;

/** The stand-in's own words are English; amounts follow the session's locale, as on Stripe. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** What the visitor typed, and what was wrong with it, when the page is shown again. */
export interface PageForm {
  email?: string;
  card?: string;
  emailError?: string;
  cardError?: string;
}

function field(name: string, label: string, attributes: string, value: string, error: string | undefined, note?: string): string {
  const describedBy = [error ? `${name}-error` : undefined, note].filter(Boolean).join(' ');
  const described = `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true" autofocus' : ''}`;
  return `<label for="${name}">${label}</label>
  <input id="${name}" name="${name}" ${attributes} value="${escape(value)}"${described}>
  ${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`;
}

/** The payment form; the email is prefilled from the session, or from its customer (`prefillEmail`). */
export function checkoutPage(stored: StoredSession, form: PageForm = {}, prefillEmail?: string | null): string {
  const { session, lineItems } = stored;
  const total = money(session.amount_total, session.currency, session.locale);
  const items = lineItems
    .map(
      (item) => `<li><div class="item-line"><span>${escape(item.name)}</span><span>${money(item.unitAmount * item.quantity, item.currency, session.locale)}</span></div>
${item.quantity > 1 ? `<p class="item-description">Qty ${item.quantity}</p>` : ''}${item.description ? `<p class="item-description">${escape(item.description)}</p>` : ''}</li>`,
    )
    .join('');
  const email = form.email ?? session.customer_email ?? prefillEmail ?? '';
  const cancel = session.cancel_url ? `<a class="cancel" href="${escape(session.cancel_url)}">Cancel and go back</a>` : '';
  return page(
    `Pay ${total} · Checkout`,
    `<p class="badge">Test mode · local Stripe stand-in</p>
<h1>Pay ${escape(total)}</h1>
<ul>${items}</ul>
<form method="post" action="/c/pay/${escape(session.id)}" novalidate>
  ${field('email', 'Email', 'type="email" autocomplete="email" required', email, form.emailError)}
  ${field('card', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" required', form.card ?? '4242 4242 4242 4242', form.cardError, 'card-note')}
  <p class="card-note" id="card-note">Stripe's test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 pays, but later charges of the saved card are declined;
  4000 0027 6000 3184 pays, but later charges ask for authentication; 4000 0000 0000 0002 is declined.</p>
  <button type="submit">Pay</button>
</form>
${cancel}`,
  );
}

export function closedPage(stored: StoredSession): string {
  const { session } = stored;
  const complete = session.status === 'complete';
  const link = complete ? session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url;
  const back = link ? `<a class="cancel" href="${escape(link)}">Return to the shop</a>` : '';
  const message = complete ? 'Your payment is complete.' : 'This Checkout Session is no longer active.';
  const detail = session.status === 'expired' ? '<p>The time to pay has run out: start again from the shop.</p>' : '';
  return page(message, `<p class="badge">Test mode · local Stripe stand-in</p><h1>${message}</h1>${detail}${back}`);
}

export function notFoundPage(): string {
  return page('Not found', '<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>');
}
