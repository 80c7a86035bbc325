import { ApiError, requestJson } from '../../../lib/api-client';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api/auth/login; a refusal carries the server's error text, else "Login failed". */
export async function login(credentials: Credentials): Promise<string> {
  try {
    const { token } = await requestJson<{ token?: string }>('/api/auth/login', { method: 'POST', body: credentials });
    if (!token) throw new Error('Login failed');
    return token;
  } catch (error) {
    if (error instanceof ApiError && error.message !== 'Network response was not ok') throw new Error(error.message, { cause: error });
    throw new Error('Login failed', { cause: error });
  }
}
