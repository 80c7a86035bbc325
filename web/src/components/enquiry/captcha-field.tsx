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

/** What tells that a visitor has started the form: a field gains focus, is typed into or pressed on. */
const FORM_STARTED_EVENTS = ['focusin', 'input', 'pointerdown'] as const;

/**
 * The hCaptcha widget, loaded only once a visitor starts the form (spec 7: the provider script is loaded on
 * demand), so a page read without using its form downloads neither the widget's code nor hCaptcha's
 * script. The library itself resets the widget on expiry and error.
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
    const form = placeholder.current?.closest('form');
    if (!form || wanted) return;
    // A field focused before the page became interactive counts too.
    if (form.contains(document.activeElement)) {
      setWanted(true);
      return;
    }
    const start = () => setWanted(true);
    for (const type of FORM_STARTED_EVENTS) form.addEventListener(type, start);
    return () => {
      for (const type of FORM_STARTED_EVENTS) form.removeEventListener(type, start);
    };
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
