import { useEffect, useState } from 'react';
import { checkPayment, type PaymentReply } from '../../browser/api/payment.ts';
import { trackPurchaseOnce } from '../../browser/purchase-event.ts';
import { isCurrency, toMinor } from '../../domain/currency.ts';
import { formatDateRange, formatLongDate } from '../../domain/date-format.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatMinorAmount, formatPrice } from '../../domain/money-format.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START } from '../../domain/pricing.ts';
import { countText, format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { PaymentFields } from '../../schema/api.ts';

type Texts = Dictionary['payment']['status'] & { heading: string; loading: string };

interface Props {
  texts: Texts;
  travellers: Dictionary['payment']['travellers'];
  lang: Lang;
  homeHref: string;
  contactHref: string;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'paid'; data: PaymentFields };

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

/** What was paid now: the trip and its travellers with the deposit or the whole price, or the balance. */
function summary(texts: Texts, travellers: Props['travellers'], lang: Lang, data: PaymentFields): string | undefined {
  const { packageName, amount, currency, quantity } = data;
  if (!packageName || typeof amount !== 'number' || !isCurrency(currency)) return undefined;
  const paid = formatMinorAmount(toMinor(amount), currency, lang);
  if (data.kind === 'balance') return format(texts.balanceSummary, { package: packageName, amount: paid });
  if (typeof quantity !== 'number') return undefined;
  return format(data.payment === 'full' ? texts.summaryFull : texts.summary, { package: packageName, travellers: countText(travellers, quantity), amount: paid });
}

function dates(texts: Texts, lang: Lang, { startDate, endDate }: PaymentFields): string | undefined {
  return startDate ? format(texts.dates, { dates: formatDateRange(startDate, endDate ?? startDate, lang) }) : undefined;
}

/** What remains of a booking's price and when it is charged, or that nothing does. */
function balancePlan(texts: Texts, lang: Lang, { kind, payment, balance, balanceDueDate, currency }: PaymentFields): string | undefined {
  if (kind === 'balance') return undefined;
  if (payment === 'full' || balance === 0) return texts.paidInFull;
  if (typeof balance !== 'number' || !isCurrency(currency)) return undefined;
  const amount = formatPrice(balance, currency, lang);
  return balanceDueDate
    ? format(texts.balanceOn, { amount, date: formatLongDate(balanceDueDate, lang) })
    : format(texts.balanceByTeam, { amount, weeks: BALANCE_DUE_WEEKS_BEFORE_START });
}

/** The success page: asks the server whether the checkout session is paid, and says so. */
export default function PaymentStatus({ texts, travellers, lang, homeHref, contactHref }: Props) {
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
          // A balance completes a purchase already counted when its deposit was paid.
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

  const { data } = state;
  const balancePaid = data.kind === 'balance';
  const lines = [summary(texts, travellers, lang, data), dates(texts, lang, data), balancePlan(texts, lang, data)].filter((line) => line !== undefined);
  return (
    <div className="payment-status" aria-live="polite">
      <span className="payment-icon payment-icon-success" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="payment-title">{balancePaid ? texts.balanceTitle : texts.successTitle}</h1>
      <p>{balancePaid ? texts.balanceText : data.payment === 'full' ? texts.successTextFull : texts.successText}</p>
      {lines.length > 0 && (
        <div className="payment-summary">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
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
