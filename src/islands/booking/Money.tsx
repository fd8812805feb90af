import { CURRENCIES, type Currency } from '../../domain/currency.ts';

interface Props {
  /** The formatted amount in a currency; only ever from the pricing and currency modules. */
  format: (currency: Currency) => string;
  /** Undefined before hydration: all four are rendered and CSS shows the visitor's (html[data-currency]). */
  currency: Currency | undefined;
}

export default function Money({ format, currency }: Props) {
  if (currency) return <span className="money-live">{format(currency)}</span>;
  return (
    <span className="money">
      {CURRENCIES.map((code) => (
        <span key={code} data-c={code}>
          {format(code)}
        </span>
      ))}
    </span>
  );
}
