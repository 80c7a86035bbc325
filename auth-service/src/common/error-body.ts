/** The one error shape of every failed response (see the shared contracts). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  details?: string[];
}

export function errorBody(statusCode: number, messages: string | string[]): ErrorBody {
  if (typeof messages === 'string') {
    return { statusCode, error: messages };
  }
  if (messages.length === 1) {
    return { statusCode, error: messages[0], details: messages };
  }
  return { statusCode, error: messages.join('; '), details: messages };
}
