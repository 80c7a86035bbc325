import type { ErrorBody } from '@site/contracts';

/** The one JSON shape of every failed response of every service is @site/contracts' ErrorBody. */
export type { ErrorBody };

export function errorBody(statusCode: number, error: string): ErrorBody {
  return { statusCode, error };
}

/** Validation problems: each one in `details`, joined into the one-line `error`. */
export function validationErrorBody(statusCode: number, messages: string[]): ErrorBody {
  return { statusCode, error: messages.join('; '), details: messages };
}
