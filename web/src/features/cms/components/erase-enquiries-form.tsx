import { useState, type FormEvent } from 'react';
import { eraseEnquiries } from '../api/erase-enquiries';

/** Administrators: erase every enquiry of one e-mail address, as someone asking to be forgotten may request. */
export function EraseEnquiriesForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState('');

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!window.confirm(`Erase every enquiry from ${address} for good? This cannot be undone.`)) return;
    try {
      const { deleted } = await eraseEnquiries({ email: address });
      setOutcome(`${deleted} ${deleted === 1 ? 'enquiry' : 'enquiries'} erased.`);
      setEmail('');
    } catch (error) {
      setOutcome(`Nothing was erased: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <section className="enquiry-erase" aria-labelledby="enquiry-erase-heading">
      <h2 id="enquiry-erase-heading">Erase an address’s enquiries</h2>
      <form onSubmit={(event) => void erase(event)}>
        <label htmlFor="enquiry-erase-email">E-mail address</label>{' '}
        <input id="enquiry-erase-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />{' '}
        <button type="submit" className="button button--danger">
          Erase
        </button>
      </form>
      <p role="status">{outcome}</p>
    </section>
  );
}
