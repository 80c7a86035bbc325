import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown between the label and the input (rules to know before typing). */
  hint?: ReactNode;
  /** Shown under the input, which is then marked invalid. */
  error?: string;
}

/** A labelled input with its hint and its error tied to it for screen readers. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy || undefined} {...input} />
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
