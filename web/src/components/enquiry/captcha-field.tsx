import type HCaptcha from '@hcaptcha/react-hcaptcha';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { useSiteConfig } from '../../config/site-config-context';
import { captchaSiteKey } from './captcha-site-key';

const neverChanges = () => () => undefined;
const LazyHCaptcha = lazy(() => import('@hcaptcha/react-hcaptcha'));

export interface CaptchaEvents {
  onVerify: (token: string) => void;
  onExpire: () => void;
  onError: (error: string) => void;
  onOpen?: () => void;
  onClose?: () => void;
  onChallengeExpired?: () => void;
}

interface CaptchaFieldProps extends CaptchaEvents {
  captchaRef: Ref<HCaptcha>;
  error?: string;
  errorId: string;
}

/**
 * The hCaptcha widget, loaded only once the form comes near the viewport so pages without a visitor
 * heading for the form never download it. The library itself resets the widget on expiry and error.
 */
export function CaptchaField({ captchaRef, error, errorId, ...events }: CaptchaFieldProps) {
  const config = useSiteConfig();
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const hostname = useSyncExternalStore(
    neverChanges,
    () => window.location.hostname,
    () => '',
  );
  const siteKey = hostname ? captchaSiteKey(config, hostname) : '';

  useEffect(() => {
    const element = placeholder.current;
    if (!element || wanted) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: '300px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <div className="enquiry-form__captcha" ref={placeholder}>
      {wanted && siteKey && (
        <Suspense fallback={null}>
          <LazyHCaptcha
            ref={captchaRef}
            sitekey={siteKey}
            onVerify={(token) => events.onVerify(token)}
            onExpire={events.onExpire}
            onError={events.onError}
            onOpen={events.onOpen}
            onClose={events.onClose}
            onChalExpired={events.onChallengeExpired}
          />
        </Suspense>
      )}
      {wanted && !siteKey && (
        <p className="enquiry-form__notice">The spam check is not configured on this site yet (HCAPTCHA_SITE_KEY).</p>
      )}
      {error && (
        <p className="enquiry-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
