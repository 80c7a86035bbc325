import { REVIEW_COMMENT_MAX_LENGTH, type ReviewDecision } from '@site/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { sendReviewDecision } from '../api/send-review-decision';

const THANKS: Record<ReviewDecision, string> = {
  approve: 'Thank you: your approval was sent to the author.',
  changes: 'Thank you: your request for changes was sent to the author.',
};

/** Name, e-mail, a comment, and Approve or Request changes; the answer is shown in place. */
export function ReviewDecisionForm({ token, version }: { token: string; version: number }) {
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = (submitter?.value ?? 'approve') as ReviewDecision;
    setSending(true);
    setProblem('');
    try {
      await sendReviewDecision({
        token, version, decision,
        name: String(form.get('name') ?? ''), email: String(form.get('email') ?? ''), comment: String(form.get('comment') ?? ''),
      });
      setSent(THANKS[decision]);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Your decision could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  if (sent) return <p className="review-form__sent" role="status">{sent}</p>;
  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} aria-labelledby="review-form-heading">
      <h2 id="review-form-heading">Your decision</h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor="review-name">Your name</label>
        <input id="review-name" name="name" autoComplete="name" required maxLength={200} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="review-email">Your e-mail</label>
        <input id="review-email" name="email" type="email" autoComplete="email" required maxLength={254} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="review-comment">Comment (optional)</label>
        <textarea id="review-comment" name="comment" rows={5} maxLength={REVIEW_COMMENT_MAX_LENGTH} />
      </div>
      {problem && <p className="review-form__problem" role="alert">{problem}</p>}
      <div className="review-form__actions">
        <button className="button button--primary" type="submit" name="decision" value="approve" disabled={sending}>Approve</button>
        <button className="button button--secondary" type="submit" name="decision" value="changes" disabled={sending}>Request changes</button>
      </div>
    </form>
  );
}
