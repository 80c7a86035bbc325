import { staffRequest, SessionEndedError } from '../../../lib/staff-request';
import { mergeActivity, type ActivityEvent } from '../merge-activity';

/** The three services that each keep their own activity (issue 23's audit records). */
export const ACTIVITY_SOURCES = [
  { name: 'Logins and accounts', path: '/api/auth/activity' },
  { name: 'Content', path: '/api/cms/activity' },
  { name: 'Enquiries', path: '/api/cms/enquiries/activity' },
] as const;

export interface ActivityLog {
  /** Every source's events, newest first. */
  events: ActivityEvent[];
  /** The sources that did not answer, by name, with why. */
  failures: Array<{ source: string; reason: unknown }>;
}

/** Asks all three at once; one that fails is named, not fatal. An ended session ends it all. */
export async function listActivity(signal?: AbortSignal): Promise<ActivityLog> {
  const answers = await Promise.allSettled(ACTIVITY_SOURCES.map((source) => staffRequest<ActivityEvent[]>(`${source.path}?limit=100`, { signal })));
  const lists: ActivityEvent[][] = [];
  const failures: ActivityLog['failures'] = [];
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') lists.push(answer.value);
    else if (answer.reason instanceof SessionEndedError) throw answer.reason;
    else failures.push({ source: ACTIVITY_SOURCES[index]!.name, reason: answer.reason });
  });
  return { events: mergeActivity(lists), failures };
}
