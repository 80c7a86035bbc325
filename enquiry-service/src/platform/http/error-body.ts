/** The one JSON shape every error response of the service has. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  details?: string[];
}

export function errorBody(statusCode: number, error: string): ErrorBody {
  return { statusCode, error };
}

/** Validation errors list every message in `details` and join them into the one-line `error`. */
export function validationErrorBody(statusCode: number, messages: string[]): ErrorBody {
  return { statusCode, error: messages.join('; '), details: messages };
}
