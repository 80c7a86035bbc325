import { Section } from '../ui/section';
import { EnquiryForm } from './enquiry-form';

interface EnquirySectionProps {
  heading?: string;
  intro?: string;
}

/** The on-page enquiry form (spec 3, variant A) in its own labelled section. */
export function EnquirySection({
  heading = 'Talk to our team',
  intro = 'Tell us where your technology is holding you back and one of our consultants will be in touch to talk it through.',
}: EnquirySectionProps) {
  return (
    <Section id="enquiry" heading={heading} intro={intro} tone="alt">
      <div className="card enquiry-section__card">
        <EnquiryForm />
      </div>
    </Section>
  );
}
