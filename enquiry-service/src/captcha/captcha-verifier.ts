import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { enquiryConfig } from '../config/enquiry.config';
import type { CaptchaOutcome } from '../enquiries/enquiry-fields';

const VERIFY_TIMEOUT_MS = 5000;

/**
 * Checks a captcha token with hCaptcha's siteverify. A clear "no" is "failed"; no secret configured, an
 * unreachable verifier or an answer that is not siteverify's is "not-checked", so nothing is lost to an outage.
 */
@Injectable()
export class CaptchaVerifier {
  private readonly logger = new Logger(CaptchaVerifier.name);

  constructor(@Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>) {}

  async verify(token: string, remoteIp: string | undefined): Promise<CaptchaOutcome> {
    const { secret, verifyUrl } = this.config.captcha;
    if (!secret) return 'not-checked';
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      const answer = (await response.json()) as { success?: unknown };
      if (typeof answer.success !== 'boolean') throw new Error('siteverify answered without a success field');
      return answer.success ? 'passed' : 'failed';
    } catch (error) {
      this.logger.warn(`The captcha could not be checked: ${error instanceof Error ? error.message : String(error)}`);
      return 'not-checked';
    }
  }
}
