/** The star marks a required field for the eye; the field's own `required` says it to a screen reader. */
export function RequiredMark() {
  return (
    <span className="cms-form__required" aria-hidden="true">
      *
    </span>
  );
}

/** The message beside a refused field; its id (`<field id>-error`) is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="form-field__error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}
