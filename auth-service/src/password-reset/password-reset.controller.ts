import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, Public, type RequestOrigin } from '@site/nest-server-kit';
import { CompletePasswordResetDto, PasswordResetRequestDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

@Controller('auth/password-reset')
@Public()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** 202 for any address: whether it belongs to someone is never told. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  request(@Body() input: PasswordResetRequestDto, @Origin() origin: RequestOrigin): void {
    this.resets.request(input.email, origin);
  }

  @Post('complete')
  @HttpCode(HttpStatus.NO_CONTENT)
  complete(@Body() input: CompletePasswordResetDto, @Origin() origin: RequestOrigin): Promise<void> {
    return this.resets.complete(input.token, input.password, origin);
  }
}
