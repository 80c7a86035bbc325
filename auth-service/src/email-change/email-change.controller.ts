import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, Public, type RequestOrigin } from '@site/nest-server-kit';
import { EmailChangeConfirmationDto } from './dto/email-change-confirmation.dto';
import { EmailChangeService } from './email-change.service';

/** The link sent to a new e-mail address; public, as it may be opened in a browser that is not signed in. */
@Controller('auth/me/email')
@Public()
export class EmailChangeController {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @Post('confirm')
  @HttpCode(HttpStatus.NO_CONTENT)
  confirm(@Body() input: EmailChangeConfirmationDto, @Origin() origin: RequestOrigin): Promise<void> {
    return this.emailChanges.confirm(input.token, origin);
  }
}
