import type { InboundLinksView } from '@site/contracts';
import { useEffect, useId, useState } from 'react';
import type { ContentSummary } from '../../../types/content-item';
import { getInboundLinks } from '../api/get-inbound-links';
import { listPublishedItems } from '../api/list-published-items';
import { redirectAddress } from '../api/redirect-address';
import { linkedFromText } from '../linked-from';

interface LinkedFromNoticeProps {
  itemId: string;
  canRedirect: boolean;
}

/**
 * Shown while a published item is being unpublished: the published items that link to it, and (for editors)
 * a way to send its address to another item so those links keep working (issue 35).
 */
export function LinkedFromNotice({ itemId, canRedirect }: LinkedFromNoticeProps) {
  const [links, setLinks] = useState<InboundLinksView | null>(null);
  const [targets, setTargets] = useState<ContentSummary[]>([]);
  const [target, setTarget] = useState('');
  const [result, setResult] = useState('');
  const selectId = useId();

  useEffect(() => {
    let current = true;
    getInboundLinks(itemId).then((found) => current && setLinks(found), () => undefined);
    if (canRedirect) listPublishedItems().then((items) => current && setTargets(items.filter((item) => item.id !== itemId)), () => undefined);
    return () => {
      current = false;
    };
  }, [itemId, canRedirect]);

  if (!links || links.count === 0) return null;
  const send = () => {
    redirectAddress(itemId, target).then(
      (done) => setResult(`Its address /${done.slug} now leads to /${done.to.slug}.`),
      (error: unknown) => setResult(error instanceof Error ? error.message : 'The address could not be redirected.'),
    );
  };
  return (
    <div className="cms-form__wide staff-problem" role="status">
      <p>{linkedFromText(links)} Unpublishing leaves those links leading nowhere.</p>
      {canRedirect && (
        <div className="staff-actions">
          <label htmlFor={selectId}>Send its address to</label>
          <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="">Choose a published item</option>
            {targets.map((item) => (
              <option key={item.id} value={item.id}>{item.title}</option>
            ))}
          </select>
          <button type="button" className="button button--secondary" disabled={!target} onClick={send}>
            Redirect its address
          </button>
        </div>
      )}
      {result && <p>{result}</p>}
    </div>
  );
}
