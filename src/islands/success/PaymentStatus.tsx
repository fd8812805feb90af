import { useEffect, useState } from 'react';
import { checkPayment, type PaymentReply } from '../../browser/api-client.ts';
import { trackPurchaseOnce } from '../../browser/purchase-event.ts';
import { formatMinorAmount, isCurrency, toMinor } from '../../domain/currency.ts';
import type { Lang } from '../../domain/languages.ts';
import { countText, format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { PaymentData } from '../../schema/api.ts';

type Texts = Dictionary['payment']['status'] & { heading: string; loading: string };
type BalanceTexts = Dictionary['balance']['success'];

interface Props {
  texts: Texts;
  /** What the page says once a balance (paid through its link) is paid. */
  balanceTexts: BalanceTexts;
  travellers: Dictionary['payment']['travellers'];
  lang: Lang;
  homeHref: string;
  contactHref: string;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'paid'; data: Partial<PaymentData> };

/** The server's error in the visitor's language where the page knows its key, else in the server's words. */
function errorText(texts: Texts, answer: PaymentReply): string {
  switch (answer.error) {
    case 'missing_session_id':
      return texts.noSession;
    case 'invalid_session_id':
    case 'session_not_found':
      return texts.notFound;
    case 'payment_unavailable':
      return texts.unavailable;
  }
  return typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : texts.failed;
}

function summary(texts: Texts, travellers: Props['travellers'], lang: Lang, data: Partial<PaymentData>): string | undefined {
  const { packageName, amount, currency, quantity } = data;
  if (!packageName || typeof amount !== 'number' || !isCurrency(currency) || typeof quantity !== 'number') return undefined;
  return format(texts.summary, {
    package: packageName,
    travellers: countText(travellers, quantity),
    amount: formatMinorAmount(toMinor(amount), currency, lang),
  });
}

/** A paid balance: the trip and what was paid. */
function balanceSummary(texts: BalanceTexts, lang: Lang, data: Partial<PaymentData>): string | undefined {
  const { packageName, amount, currency } = data;
  if (!packageName || typeof amount !== 'number' || !isCurrency(currency)) return undefined;
  return format(texts.summary, { package: packageName, amount: formatMinorAmount(toMinor(amount), currency, lang) });
}

/** The success page: asks the server whether the checkout session is paid, and says so. */
export default function PaymentStatus({ texts, balanceTexts, travellers, lang, homeHref, contactHref }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const sessionId = new URLSearchParams(window.location.search).get('session_id');
    if (!sessionId) {
      setState({ kind: 'error', message: texts.noSession });
      return;
    }
    const controller = new AbortController();
    checkPayment(sessionId, controller.signal)
      .then((answer) => {
        if (answer.status >= 300) setState({ kind: 'error', message: errorText(texts, answer) });
        else if (answer.success !== true) setState({ kind: 'error', message: texts.notPaid });
        else {
          const data = answer.data ?? {};
          setState({ kind: 'paid', data });
          // The purchase was the booking; its balance is the same trip.
          if (data.kind !== 'balance') trackPurchaseOnce(sessionId, data);
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: texts.failed });
      });
    return () => controller.abort();
  }, [texts]);

  if (state.kind === 'loading') {
    return (
      <div className="payment-status" aria-live="polite">
        <h1 className="sr-only">{texts.heading}</h1>
        <span className="payment-spinner" aria-hidden="true" />
        <p className="payment-loading">{texts.loading}</p>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="payment-status" aria-live="polite">
        <span className="payment-icon payment-icon-error" aria-hidden="true">!</span>
        <h1 className="payment-title">{texts.errorTitle}</h1>
        <p className="payment-error">{state.message}</p>
        <p className="payment-actions">
          <a className="button button-primary" href={homeHref}>
            {texts.home}
          </a>
        </p>
      </div>
    );
  }

  const balance = state.data.kind === 'balance';
  const line = balance ? balanceSummary(balanceTexts, lang, state.data) : summary(texts, travellers, lang, state.data);
  return (
    <div className="payment-status" aria-live="polite">
      <span className="payment-icon payment-icon-success" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="payment-title">{balance ? balanceTexts.title : texts.successTitle}</h1>
      <p>{balance ? balanceTexts.text : texts.successText}</p>
      {line && <p className="payment-summary">{line}</p>}
      <p className="payment-actions">
        <a className="button button-primary" href={homeHref}>
          {texts.home}
        </a>
        <a className="button button-ghost" href={contactHref}>
          {texts.contact}
        </a>
      </p>
    </div>
  );
}
