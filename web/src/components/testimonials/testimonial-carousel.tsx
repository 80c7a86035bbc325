import { Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Testimonial } from '../../content/types';

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Spec 9: 3500 ms on home, 8000 ms on About. */
  intervalMs: number;
}

/**
 * Shows one testimonial at a time and moves on every `intervalMs`, wrapping after the last. Choosing
 * a dot jumps there and stops the rotation for the rest of the visit; reduced motion never rotates.
 */
export function TestimonialCarousel({ testimonials, intervalMs }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [rotating, setRotating] = useState(true);

  useEffect(() => {
    if (!rotating || testimonials.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % testimonials.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, testimonials.length]);

  const choose = (index: number) => {
    setRotating(false);
    setCurrent(index);
  };

  const shown = testimonials[current];
  return (
    <div className="testimonials" role="region" aria-roledescription="carousel" aria-label="Client testimonials">
      <figure
        className="testimonials__slide"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${testimonials.length}`}
        aria-live={rotating ? 'off' : 'polite'}
      >
        <Quote className="testimonials__mark" aria-hidden="true" size={40} />
        <blockquote className="testimonials__text">
          <p>{shown.text}</p>
        </blockquote>
        <figcaption className="testimonials__author">
          <strong>{shown.author}</strong>
          <span>
            {shown.position}, {shown.company}
          </span>
        </figcaption>
      </figure>
      <div className="testimonials__dots">
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.company}
            type="button"
            className="testimonials__dot"
            aria-label={`Show testimonial ${index + 1} of ${testimonials.length}: ${testimonial.company}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => choose(index)}
          />
        ))}
      </div>
    </div>
  );
}
