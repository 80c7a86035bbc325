import { ButtonLink } from '../ui/button-link';
import { Section } from '../ui/section';
import { paths } from '../../config/paths';

interface EnquirySectionProps {
  heading?: string;
  intro?: string;
}

/**
 * The place of the on-page enquiry form (spec 3, variant A). For now a short invitation with a
 * button to the contact page; the real form replaces it here, keeping the section id "enquiry".
 */
export function EnquirySection({
  heading = 'Talk to our team',
  intro = 'Tell us where your technology is holding you back and one of our consultants will be in touch to talk it through.',
}: EnquirySectionProps) {
  return (
    <Section id="enquiry" heading={heading} intro={intro} tone="alt">
      <div className="enquiry-placeholder">
        <ButtonLink to={paths.contact()}>Send an enquiry</ButtonLink>
      </div>
    </Section>
  );
}
