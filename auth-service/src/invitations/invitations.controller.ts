import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Origin, Public, type RequestOrigin, RequireRole, Staff } from '@site/nest-server-kit';
import { UserAgent } from '../sign-in/user-agent.decorator';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import type { TokenResponse } from '../tokens/token.response';
import { AcceptInvitationDto, CreateInvitationDto, InvitationPreviewDto } from './dto/invitation.dto';
import { CreatedInvitation, InvitationPreview, InvitationsService, PendingInvitation } from './invitations.service';

const INVITATION_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Invitation not found') });

@Controller('auth/invitations')
@RequireRole('administrator')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post()
  @Header('Cache-Control', 'no-store')
  create(@Body() input: CreateInvitationDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<CreatedInvitation> {
    return this.invitations.create(input, staff.user, origin);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  listPending(): Promise<PendingInvitation[]> {
    return this.invitations.listPending();
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@Param('id', INVITATION_ID) id: string, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.invitations.revoke(id, staff.user, origin);
  }

  /** The token travels in the body: a URL's query string reaches access logs, proxies and the browser's history. */
  @Post('preview')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  preview(@Body() input: InvitationPreviewDto): Promise<InvitationPreview> {
    return this.invitations.preview(input.token);
  }

  @Post('accept')
  @Public()
  @Header('Cache-Control', 'no-store')
  accept(@Body() input: AcceptInvitationDto, @Origin() origin: RequestOrigin, @UserAgent() userAgent: string | null): Promise<TokenResponse> {
    return this.invitations.accept(input, { ...origin, userAgent });
  }
}
