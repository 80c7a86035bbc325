import { Body, Controller, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import { IsUUID } from 'class-validator';
import type { RequestOrigin } from '../audit/audit-logger';
import { contentIdPipe } from '../content/content-id.pipe';
import { AddressRedirects } from './address-redirects.service';

export class AddressRedirectDto {
  @IsUUID(undefined, { message: 'toId must be the id of a published item' })
  toId!: string;
}

/** `POST /api/cms/content/{id}/redirect` `{ toId }`: the item's address leads to another item (editors and administrators). */
@Controller('cms/content')
@RequireRole('editor')
export class AddressRedirectsController {
  constructor(private readonly redirects: AddressRedirects) {}

  @Post(':id/redirect')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  redirect(@Param('id', contentIdPipe) id: string, @Body() body: AddressRedirectDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin) {
    return this.redirects.redirect(id, body.toId, staff, origin);
  }
}
