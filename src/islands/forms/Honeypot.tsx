import { HONEYPOT_FIELD } from '../../domain/visitor-requests.ts';

/** The spam trap: out of sight and out of the tab order, so only a bot fills it. */
export default function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
