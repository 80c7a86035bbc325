import { Allow, IsOptional, IsUUID } from 'class-validator';
import { CreateContentDto } from './create-content.dto';

/**
 * The whole item, as read from the API and edited. `id` may be echoed back (it must match the URL);
 * the server-managed timestamps and createdBy/updatedBy may be echoed back and are ignored.
 */
export class UpdateContentDto extends CreateContentDto {
  @IsOptional()
  @IsUUID(undefined, { message: 'id must be a UUID' })
  id?: string;

  @Allow()
  createdAt?: unknown;

  @Allow()
  updatedAt?: unknown;

  @Allow()
  createdBy?: unknown;

  @Allow()
  updatedBy?: unknown;
}
