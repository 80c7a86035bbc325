import { X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { telHref, useSiteConfig } from '../../config/site-config-context';
import { COMPANY_ADDRESS, formatAddress } from '../../content/company';
import type { PolicyBlock, PrivacyPolicy } from '../../content/privacy-policy';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

type PolicyModule = typeof import('../../content/privacy-policy');

interface PrivacyPolicyModalProps {
  open: boolean;
  onClose: () => void;
  /** The button that opened the modal: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const TITLE_ID = 'privacy-policy-title';

/** Fetches the policy text the first time the modal opens, keeping it out of every page's initial bundle. */
function usePolicyModule(open: boolean): { policyModule: PolicyModule | null; failed: boolean } {
  const [policyModule, setPolicyModule] = useState<PolicyModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || policyModule) return;
    let cancelled = false;
    import('../../content/privacy-policy').then(
      (loaded) => !cancelled && setPolicyModule(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [open, policyModule]);
  return { policyModule, failed };
}

export function PrivacyPolicyModal({ open, onClose, returnFocusRef }: PrivacyPolicyModalProps) {
  const { SITE_NAME } = useSiteConfig();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { policyModule, failed } = usePolicyModule(open);
  useScrollLock(open);
  useFocusTrap(dialogRef, open, { onEscape: onClose, returnFocusRef });

  if (!open) return null;
  const policy = policyModule?.buildPrivacyPolicy({ companyName: SITE_NAME, address: COMPANY_ADDRESS });

  return (
    <div className="privacy-modal">
      <div className="privacy-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="privacy-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} tabIndex={-1}>
        <div className="privacy-modal__header">
          <h2 className="privacy-modal__title" id={TITLE_ID}>
            Privacy Policy
          </h2>
          <button type="button" className="privacy-modal__close" aria-label="Close privacy policy" onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div className="privacy-modal__body" tabIndex={0}>
          {policy ? (
            <PolicyText policy={policy} />
          ) : (
            <p className="privacy-modal__status" role="status">
              {failed ? 'The privacy policy could not be loaded. Please check your connection and try again.' : 'Loading privacy policy…'}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function PolicyText({ policy }: { policy: PrivacyPolicy }) {
  return (
    <>
      {policy.intro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {policy.sections.map((section) => (
        <section key={section.heading} className="privacy-modal__section">
          <h3>{section.heading}</h3>
          {section.blocks.map((block, index) => (
            <PolicyBlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'contact':
      return <PrivacyOfficerContact />;
  }
}

function PrivacyOfficerContact() {
  const { SITE_NAME, SITE_EMAIL, SITE_PHONE } = useSiteConfig();
  return (
    <address className="privacy-modal__contact">
      <strong>Privacy Officer, {SITE_NAME}</strong>
      <span>{formatAddress(COMPANY_ADDRESS)}</span>
      <span>
        E-mail: <a href={`mailto:${SITE_EMAIL}`}>{SITE_EMAIL}</a>
      </span>
      <span>
        Phone: <a href={telHref(SITE_PHONE)}>{SITE_PHONE}</a>
      </span>
    </address>
  );
}
