import { useEffect, useRef, useState } from 'react';
import { readBalance, startBalanceCheckout } from '../../browser/api/balance.ts';
import { toMinor } from '../../domain/currency.ts';
import { formatDateRange } from '../../domain/date-format.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatMinorAmount } from '../../domain/money-format.ts';
import { countText } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BalanceAnswer } from '../../schema/balance.ts';

type Texts = Dictionary['balance']['page'] & { loading: string };

interface Props {
  texts: Texts;
  travellers: Dictionary['payment']['travellers'];
  lang: Lang;
  homeHref: string;
  contactHref: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; balance: BalanceAnswer; opening: boolean; problem?: string }
  | { kind: 'error'; message: string };

/** The page's words for an error key of /api/balance-checkout. */
function errorText(texts: Texts, error: string): string {
  if (error === 'invalid_token') return texts.invalidToken;
  if (error === 'balance_not_due') return texts.notDue;
  return texts.unavailable;
}

/**
 * The balance link's page: shows the booking the emailed link pays (trip, dates, balance), and a
 * button that opens a fresh Stripe Checkout for it. Only the button creates a payment, never the
 * visit, so a mail scanner opening the link starts nothing.
 */
export default function BalancePayment({ texts, travellers, lang, homeHref, contactHref }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const token = useRef('');
  const problem = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    token.current = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!token.current) {
      setState({ kind: 'error', message: texts.noToken });
      return;
    }
    const controller = new AbortController();
    readBalance(token.current, controller.signal).then((reply) => {
      if (controller.signal.aborted) return;
      setState('balance' in reply ? { kind: 'ready', balance: reply.balance, opening: false } : { kind: 'error', message: errorText(texts, reply.error) });
    });
    return () => controller.abort();
  }, [texts]);

  useEffect(() => {
    if (state.kind === 'ready' && state.problem) problem.current?.focus();
  }, [state]);

  async function pay(balance: BalanceAnswer) {
    setState({ kind: 'ready', balance, opening: true });
    const result = await startBalanceCheckout(token.current);
    if ('url' in result) {
      window.location.assign(result.url);
      return;
    }
    setState({ kind: 'ready', balance, opening: false, problem: errorText(texts, result.error) });
  }

  if (state.kind === 'loading') {
    return (
      <div className="balance-status" aria-live="polite">
        <p className="balance-loading">{texts.loading}</p>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="balance-status" role="alert">
        <h2 className="balance-error-title">{texts.errorTitle}</h2>
        <p className="balance-error">{state.message}</p>
        <p className="balance-actions">
          <a className="button button-primary" href={contactHref}>
            {texts.contact}
          </a>
          <a className="button button-ghost" href={homeHref}>
            {texts.home}
          </a>
        </p>
      </div>
    );
  }

  const { balance, opening } = state;
  return (
    <div className="balance-status">
      <dl className="balance-facts">
        <div>
          <dt>{texts.trip}</dt>
          <dd>{balance.packageName}</dd>
        </div>
        <div>
          <dt>{texts.dates}</dt>
          <dd>{formatDateRange(balance.startDate, balance.endDate, lang)}</dd>
        </div>
        <div>
          <dt>{texts.travellers}</dt>
          <dd>{countText(travellers, balance.quantity)}</dd>
        </div>
        <div className="balance-amount">
          <dt>{texts.amount}</dt>
          <dd>{formatMinorAmount(toMinor(balance.balance), balance.currency, lang)}</dd>
        </div>
      </dl>
      {state.problem && (
        <p className="balance-error" role="alert" tabIndex={-1} ref={problem}>
          {state.problem}
        </p>
      )}
      <p className="balance-actions">
        <button type="button" className="button button-primary" onClick={() => void pay(balance)} disabled={opening} aria-busy={opening}>
          {opening ? texts.opening : texts.pay}
        </button>
      </p>
    </div>
  );
}
