import { Award, Mail, Phone } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { telHref, useSiteConfig } from '../../../config/site-config-context';
import { CERTIFICATIONS, COMPANY_SUMMARY, SOCIAL_PROFILES } from '../../../content/company';
import { FOOTER_COMPANY_LINKS, FOOTER_INDUSTRIES, SERVICE_MENU, type NavLinkItem } from '../../../content/navigation';
import { Logo } from '../logo';
import { SocialIcon } from '../social-icons';

/** Footer links also start at the top when they point at the page already shown (no route change). */
const scrollToTop = () => window.scrollTo(0, 0);

/** Fetched the first time a visitor opens it, so no page loads the modal's code to become interactive. */
const PrivacyPolicyModal = lazy(() => import('../privacy-policy-modal').then((module) => ({ default: module.PrivacyPolicyModal })));

const SOLUTION_LINKS: NavLinkItem[] = SERVICE_MENU.map(({ label, href }) => ({ label, href }));

export function Footer() {
  const { SITE_NAME, SITE_PHONE, SITE_EMAIL } = useSiteConfig();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // Stays mounted once opened, so closing it returns focus to the button as the modal does.
  const [privacyWanted, setPrivacyWanted] = useState(false);
  const privacyButtonRef = useRef<HTMLButtonElement>(null);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Link className="site-footer__logo" to={paths.home()} onClick={scrollToTop}>
            <Logo />
          </Link>
          <p className="site-footer__summary">{COMPANY_SUMMARY}</p>
          <ul className="site-footer__contact">
            <li>
              <a href={telHref(SITE_PHONE)}>
                <Phone size={18} aria-hidden="true" />
                <span className="visually-hidden">Phone: </span>
                {SITE_PHONE}
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE_EMAIL}`}>
                <Mail size={18} aria-hidden="true" />
                <span className="visually-hidden">E-mail: </span>
                {SITE_EMAIL}
              </a>
            </li>
          </ul>
          <ul className="site-footer__social" aria-label="Follow us">
            {SOCIAL_PROFILES.map((profile) => (
              <li key={profile.network}>
                <a className="site-footer__social-link" href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinkColumn id="footer-solutions" heading="Solutions" links={SOLUTION_LINKS} />
        <div className="site-footer__column">
          <h2 className="site-footer__heading">Industries</h2>
          <ul className="site-footer__list">
            {FOOTER_INDUSTRIES.map((industry) => (
              <li key={industry} className="site-footer__plain">
                {industry}
              </li>
            ))}
          </ul>
        </div>
        <FooterLinkColumn id="footer-company" heading="Company" links={FOOTER_COMPANY_LINKS} />
        <div className="site-footer__column">
          <h2 className="site-footer__heading">Certifications</h2>
          <ul className="site-footer__list site-footer__certifications">
            {CERTIFICATIONS.map((certification) => (
              <li key={certification}>
                <Award size={18} aria-hidden="true" />
                {certification}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copyright">
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <button ref={privacyButtonRef} type="button" className="site-footer__privacy" onClick={() => {
              setPrivacyWanted(true);
              setPrivacyOpen(true);
            }}
          >
            Privacy Policy
          </button>
        </div>
      </div>

      {privacyWanted && (
        <Suspense fallback={null}>
          <PrivacyPolicyModal open={privacyOpen} onClose={() => setPrivacyOpen(false)} returnFocusRef={privacyButtonRef} />
        </Suspense>
      )}
    </footer>
  );
}

function FooterLinkColumn({ id, heading, links }: { id: string; heading: string; links: NavLinkItem[] }) {
  const headingId = `${id}-heading`;
  return (
    <nav className="site-footer__column" aria-labelledby={headingId}>
      <h2 className="site-footer__heading" id={headingId}>
        {heading}
      </h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} onClick={scrollToTop}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
