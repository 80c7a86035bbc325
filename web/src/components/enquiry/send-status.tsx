import type { SendStatus } from './use-enquiry-form';

/** Green when the text speaks of success, red otherwise (spec 4). */
export function SendStatusMessage({ status, live }: { status: SendStatus; live: boolean }) {
  const tone = status?.text.toLowerCase().includes('success') ? 'success' : 'failure';
  return (
    <p className={`send-status send-status--${tone}`} aria-live={live ? 'polite' : undefined} role={live ? 'status' : undefined}>
      {status?.text}
    </p>
  );
}
