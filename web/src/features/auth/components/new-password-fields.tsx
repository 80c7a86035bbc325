import { TextField } from '../../../components/ui/text-field';
import { PASSWORD_RULES } from '../password-rules';

interface NewPasswordFieldsProps {
  idPrefix: string;
  /** Without these the inputs are the browser's, read from the form on submit (as `new-password` and `confirm-password`). */
  password?: string;
  confirmation?: string;
  onPassword?: (value: string) => void;
  onConfirmation?: (value: string) => void;
  /** The server's refusal of the password (the rule it broke), shown under the password. */
  passwordError?: string;
  confirmationError?: string;
  label?: string;
}

/** A new password typed twice, with the rules stated up front. */
export function NewPasswordFields({ idPrefix, password, confirmation, onPassword, onConfirmation, passwordError, confirmationError, label = 'New password' }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name="new-password"
        type="password"
        label={label}
        hint={PASSWORD_RULES}
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={256}
        value={password}
        error={passwordError}
        onChange={onPassword && ((e) => onPassword(e.target.value))}
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        name="confirm-password"
        type="password"
        label="Type it again"
        autoComplete="new-password"
        required
        value={confirmation}
        error={confirmationError}
        onChange={onConfirmation && ((e) => onConfirmation(e.target.value))}
      />
    </>
  );
}
