import { useState } from 'react';
import { copyText } from '../../../lib/copy-text';

/** The ten recovery codes, shown once: to copy or download before they are gone. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copyStatus, setCopyStatus] = useState('');

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const copy = async () => {
    setCopyStatus((await copyText(codes.join('\n'))) ? 'Codes copied.' : 'The browser would not copy them: select the codes and copy them by hand.');
  };

  return (
    <section className="staff-codes" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        Keep these somewhere safe, away from your phone. Each code signs you in once when you cannot use your authenticator app. They are shown
        only now.
      </p>
      <ol className="staff-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="staff-actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          Download codes
        </button>
      </div>
      <p role="status">{copyStatus}</p>
    </section>
  );
}
