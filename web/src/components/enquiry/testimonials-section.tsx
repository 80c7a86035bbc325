import { TESTIMONIALS } from '../../content/testimonials';
import { TestimonialCarousel } from '../testimonials/testimonial-carousel';
import { Section } from '../ui/section';

interface TestimonialsSectionProps {
  /** How long each testimonial stays before the carousel moves on (spec 9: 3500 ms home, 8000 ms About). */
  intervalMs: number;
}

export function TestimonialsSection({ intervalMs }: TestimonialsSectionProps) {
  return (
    <Section id="testimonials" overline="Testimonials" heading="What our clients say">
      <TestimonialCarousel testimonials={TESTIMONIALS} intervalMs={intervalMs} />
    </Section>
  );
}
