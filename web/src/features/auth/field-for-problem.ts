import { ApiError } from '../../lib/api-client';

/**
 * Which field a refusal belongs next to: the server's 400/409 messages name the username or the password
 * rule they enforce; anything else goes in the form's own error area.
 */
export function fieldForProblem(error: unknown): 'username' | 'password' | 'form' {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return 'form';
  return /user ?name/i.test(error.message) ? 'username' : 'password';
}
