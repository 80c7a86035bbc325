import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from '../../components/enquiry/contact-form';
import { organizationStructuredData } from '../../components/enquiry/organization-structured-data';
import { SocialIcon } from '../../components/layout/social-icons';
import { PageMeta } from '../../components/page-meta';
import { MapWhenNear } from '../../components/ui/map-when-near';
import { PageHero } from '../../components/ui/page-hero';
import { paths } from '../../config/paths';
import { telHref, useSiteConfig } from '../../config/site-config-context';
import { formatAddress, SOCIAL_PROFILES } from '../../content/company';
import { useStructuredData } from '../../lib/structured-data';

/** OpenStreetMap's embed needs no API key; the frame is allowed by the site's CSP. */
const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=144.3395%2C-38.1175%2C144.3695%2C-38.0995&layer=mapnik&marker=-38.1085%2C144.3545';

export default function ContactRoute() {
  const config = useSiteConfig();
  useStructuredData('organization-structured-data', organizationStructuredData(config));
  return (
    <>
      <PageMeta
        title="Contact Our Team"
        description="Talk to our Microsoft specialists in North Geelong about Microsoft 365, Azure, security or managed IT. Call, e-mail or send us a message today."
        path={paths.contact()}
      />
      <PageHero
        overline="Get In Touch"
        title="Contact Our Team"
        subtitle="Let's discuss how we can help transform your business with Microsoft solutions."
      />
      <section className="section contact-page" aria-label="Contact options">
        <div className="container contact-page__layout">
          <div className="contact-page__form card">
            <h2 id="contact-form-heading">Send Us a Message</h2>
            <ContactForm />
          </div>
          <aside className="contact-page__aside" aria-label="Contact details and location">
            <div className="card">
              <h2>Contact Details</h2>
              <ul className="contact-page__details">
                <li>
                  <Phone aria-hidden="true" size={20} />
                  <a href={telHref(config.SITE_PHONE)}>{config.SITE_PHONE}</a>
                </li>
                <li>
                  <Mail aria-hidden="true" size={20} />
                  <a href={`mailto:${config.SITE_EMAIL}`}>{config.SITE_EMAIL}</a>
                </li>
                <li>
                  <MapPin aria-hidden="true" size={20} />
                  <address>{formatAddress()}</address>
                </li>
              </ul>
              <h2>Follow Us</h2>
              <ul className="contact-page__social">
                {SOCIAL_PROFILES.map((profile) => (
                  <li key={profile.network}>
                    <a href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
                      <SocialIcon network={profile.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <MapWhenNear className="contact-page__map" title="Office location map" src={MAP_EMBED_URL} height={300} />
          </aside>
        </div>
      </section>
    </>
  );
}
