import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import type { ReadinessFinding, ReadinessRefusalBody, ReadinessRuleId } from '@site/contracts';
import type { Response } from 'express';

/** 422: a publish (or schedule) refused for findings at the error level; the body names their rules. */
export class NotReadyException extends UnprocessableEntityException {
  constructor(
    readonly rules: ReadinessRuleId[],
    readonly findings: ReadinessFinding[],
  ) {
    super(`This item cannot be published until these checks pass: ${rules.join(', ')}. Save it as a draft, or fix what the readiness panel lists.`);
  }
}

/** Answers a NotReadyException as ReadinessRefusalBody, plus `message` as the other content refusals have it. */
@Catch(NotReadyException)
export class NotReadyFilter implements ExceptionFilter<NotReadyException> {
  catch(exception: NotReadyException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body: ReadinessRefusalBody & { message: string } = {
      statusCode: HttpStatus.UNPROCESSABLE_ENTITY,
      error: exception.message,
      message: exception.message,
      rules: exception.rules,
      findings: exception.findings,
    };
    response.setHeader('Cache-Control', 'no-store');
    response.status(HttpStatus.UNPROCESSABLE_ENTITY).json(body);
  }
}
