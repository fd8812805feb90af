import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { validateCoupon } from '../../browser/api/coupon.ts';
import { keepFocusInside } from '../../browser/focus-trap.ts';
import type { AppliedCoupon } from '../../domain/booking.ts';
import { MAX_COUPON_CODE_LENGTH } from '../../domain/coupon.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { CouponError } from '../../schema/coupon-errors.ts';

type Texts = Dictionary['packageDetail']['promo'];

interface Props {
  open: boolean;
  packageId: string;
  texts: Texts;
  onApplied: (coupon: AppliedCoupon) => void;
  onClose: () => void;
}

/** The promo-code modal: a native modal dialog (Escape closes it, the page behind is inert). */
export default function PromoModal({ open, packageId, texts, onApplied, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [validating, setValidating] = useState(false);
  const [error, setError] = useState<CouponError | 'empty' | null>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setError(null);
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validating) return;
    const typed = code.trim();
    if (typed === '') {
      setError('empty');
      input.current?.focus();
      return;
    }
    setValidating(true);
    setError(null);
    const result = await validateCoupon(typed, packageId);
    setValidating(false);
    if ('coupon' in result) {
      setCode('');
      onApplied(result.coupon);
    } else {
      setError(result.error);
      input.current?.focus();
    }
  };

  const message = error === 'empty' ? texts.empty : error ? texts.errors[error] : undefined;

  return (
    <dialog
      ref={dialog}
      className="modal promo-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={(event) => dialog.current && keepFocusInside(dialog.current, event.nativeEvent)}
    >
      <form onSubmit={submit} noValidate>
        <div className="promo-dialog-head">
          <h2 id={`${id}-title`}>{texts.title}</h2>
          <button type="button" className="dialog-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{texts.close}</span>
          </button>
        </div>
        <label htmlFor={`${id}-code`}>{texts.label}</label>
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          type="text"
          value={code}
          maxLength={MAX_COUPON_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <p id={`${id}-error`} className="promo-error" role="alert">
          {message}
        </p>
        <button type="submit" className="button button-primary" disabled={validating} aria-busy={validating || undefined}>
          {validating ? texts.validating : texts.apply}
        </button>
      </form>
    </dialog>
  );
}
