import { type ApprovalView, REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_DAYS, type ReviewLinkView } from '@site/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/copy-text';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { createReviewLink, getApproval, listReviewLinks, revokeReviewLink } from '../api/review-links';
import { ReviewDecisionList } from './review-decision-list';

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Network response was not ok');

/** The approval of the version being edited, in words. */
export function approvalText(approval: ApprovalView | undefined): string {
  if (!approval || approval.status === 'none' || !approval.by || !approval.at) return 'Not approved: no reviewer has decided on this version.';
  const what = approval.status === 'approved' ? 'Approved' : 'Changes requested';
  return `${what} by ${approval.by.name} (${approval.by.email}) on ${formatDateTime(approval.at)}, version ${approval.version ?? ''}.`;
}

function linkState(link: ReviewLinkView): string {
  if (link.revokedAt) return `withdrawn ${formatDateTime(link.revokedAt)}`;
  if (Date.parse(link.expiresAt) <= Date.now()) return `expired ${formatDateTime(link.expiresAt)}`;
  return `open until ${formatDateTime(link.expiresAt)}`;
}

/** Share for review (issue 35): the approval of this version, a new link to copy, the links with their decisions, revoke. */
export function ReviewLinksPanel({ itemId, approval: loadedApproval }: { itemId: string; approval: ApprovalView | undefined }) {
  const sessionEnded = useSessionEnded();
  const [approval, setApproval] = useState<ApprovalView | undefined>(loadedApproval);
  const [links, setLinks] = useState<ReviewLinkView[] | null>(null);
  const [days, setDays] = useState(REVIEW_LINK_DEFAULT_DAYS);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const failed = (error: unknown) => {
    if (!sessionEnded(error)) setMessage(reasonOf(error));
  };
  const load = () => {
    listReviewLinks(itemId).then(setLinks, failed);
  };
  /** A reviewer may have decided since the item was opened. */
  const checkAgain = () => {
    setMessage('');
    getApproval(itemId).then(setApproval, failed);
    load();
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per item and version (the panel's key)
  useEffect(load, [itemId]);

  const share = async () => {
    setMessage('');
    try {
      const created = await createReviewLink(itemId, days);
      setNewUrl(created.url);
      setMessage(`Review link made, open until ${formatDateTime(created.expiresAt)}.`);
      load();
    } catch (error) {
      failed(error);
    }
  };
  const copy = async () => {
    if (newUrl) setMessage((await copyText(newUrl)) ? 'Review link copied.' : 'Could not copy: select the link and copy it.');
  };
  const revoke = async (link: ReviewLinkView) => {
    if (!window.confirm('Withdraw this review link? Anyone who opens it afterwards is told it was withdrawn.')) return;
    try {
      await revokeReviewLink(link.id);
      setMessage('Review link withdrawn.');
      load();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="cms-reviews" aria-labelledby="cms-reviews-heading">
      <h3 id="cms-reviews-heading">Share for review</h3>
      <p className="cms-reviews__approval">
        {approvalText(approval)}{' '}
        <button type="button" className="button button--secondary" onClick={checkAgain}>Check for decisions</button>
      </p>
      <div className="cms-reviews__share">
        <label htmlFor="cms-review-days">Link open for (days)</label>
        <input id="cms-review-days" type="number" min={1} max={REVIEW_LINK_MAX_DAYS} value={days} onChange={(event) => setDays(Number(event.target.value))} />
        <button type="button" className="button button--secondary" onClick={() => void share()}>Share for review</button>
      </div>
      {newUrl && (
        <div className="cms-reviews__new">
          <label htmlFor="cms-review-url">Review link (shown once)</label>
          <input id="cms-review-url" readOnly value={newUrl} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button button--secondary" onClick={() => void copy()}>Copy link</button>
        </div>
      )}
      {message && <p role="status">{message}</p>}
      {links && links.length > 0 && (
        <ol className="cms-reviews__links" aria-label="Review links">
          {links.map((link) => (
            <li key={link.id}>
              <span>
                Shared {formatDateTime(link.createdAt)}{link.createdBy ? ` by ${link.createdBy.displayName}` : ''}, {linkState(link)}
              </span>
              {!link.revokedAt && (
                <button type="button" className="button button--secondary" onClick={() => void revoke(link)}>
                  Revoke<span className="visually-hidden"> the link shared {formatDateTime(link.createdAt)}</span>
                </button>
              )}
              <ReviewDecisionList decisions={link.decisions} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
