interface TestimonialsSectionProps {
  /** How long each testimonial stays before the carousel moves on (spec 9: 3500 ms home, 8000 ms About). */
  intervalMs: number;
}

/** Keeps the place of the testimonials carousel, which the enquiry issue builds; renders nothing visible yet. */
export function TestimonialsSection({ intervalMs }: TestimonialsSectionProps) {
  return <div id="testimonials" className="testimonials-placeholder" data-interval-ms={intervalMs} hidden />;
}
