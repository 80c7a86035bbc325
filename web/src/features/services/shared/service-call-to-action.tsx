import { Phone } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { telHref, useSiteConfig } from '../../../config/site-config-context';

interface ServiceCallToActionProps {
  heading: string;
  text: string;
  /** Section id, also the prefix of the heading id; change it only if a page has two of these. */
  id?: string;
  buttonLabel?: string;
}

/** The closing call to action of a service page: a button to the contact page and the configured phone number. */
export function ServiceCallToAction({ heading, text, id = 'get-in-touch', buttonLabel = 'Contact Us' }: ServiceCallToActionProps) {
  const { SITE_PHONE } = useSiteConfig();
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="section service-cta" aria-labelledby={headingId}>
      <div className="container">
        <div className="service-cta__panel">
          <h2 id={headingId} className="service-cta__heading">
            {heading}
          </h2>
          <p className="service-cta__text">{text}</p>
          <div className="service-cta__actions">
            <ButtonLink to={paths.contact()} variant="light">
              {buttonLabel}
            </ButtonLink>
            <a className="button button--outline-light" href={telHref(SITE_PHONE)}>
              <Phone size={18} aria-hidden="true" />
              <span>
                <span className="visually-hidden">Call us on </span>
                {SITE_PHONE}
              </span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
