import { Allow, IsInt, IsOptional, IsUUID, Min } from 'class-validator';
import { CreateContentDto } from './create-content.dto';

/**
 * The whole item, as read from the API and edited. `id` may be echoed back (it must match the URL);
 * the server-managed fields (timestamps, createdBy/updatedBy, scheduledFor, a notice, the approval) may be echoed back
 * and are ignored. `version`, when given, is the version the edit started from.
 */
export class UpdateContentDto extends CreateContentDto {
  @IsOptional()
  @IsUUID(undefined, { message: 'id must be a UUID' })
  id?: string;

  /** Without it the save replaces whatever is stored, as before versions existed. */
  @IsOptional()
  @IsInt({ message: 'version must be a whole number, 1 or more' })
  @Min(1, { message: 'version must be a whole number, 1 or more' })
  version?: number;

  @Allow()
  createdAt?: unknown;

  @Allow()
  updatedAt?: unknown;

  @Allow()
  createdBy?: unknown;

  @Allow()
  updatedBy?: unknown;

  @Allow()
  scheduledFor?: unknown;

  @Allow()
  notice?: unknown;

  /** The reviewers' approval (issue 35): the service's to set, never the writer's. */
  @Allow()
  approval?: unknown;
}
