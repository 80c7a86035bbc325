import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { toHttpException } from './request-body-errors';

const bodyParserError = (type: string, status: number): Error => Object.assign(new Error(type), { type, status });

describe('toHttpException', () => {
  it('gives body-parser errors readable messages', () => {
    expect(toHttpException(bodyParserError('entity.too.large', 413))).toEqual(
      new PayloadTooLargeException('The request body is too large'),
    );
    expect(toHttpException(bodyParserError('entity.parse.failed', 400))).toEqual(
      new BadRequestException('The request body is not valid JSON'),
    );
    expect((toHttpException(bodyParserError('encoding.unsupported', 415)) as HttpException).getStatus()).toBe(415);
  });

  it('leaves other errors to the exception filter', () => {
    const unexpected = new Error('boom');
    const alreadyHttp = new BadRequestException('x');

    expect(toHttpException(unexpected)).toBe(unexpected);
    expect(toHttpException(alreadyHttp)).toBe(alreadyHttp);
  });
});
