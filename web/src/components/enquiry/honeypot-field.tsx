/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive technology);
 * form-filling bots fill it, and the enquiry service files what they send under spam.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="enquiry-form__trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
