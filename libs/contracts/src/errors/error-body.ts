/**
 * The one JSON shape of every failed response of every service: `error` is one line a person can read;
 * `details` lists each problem when there are several (validation), for forms to show beside fields.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  details?: string[];
}
