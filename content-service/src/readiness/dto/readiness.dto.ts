import { READINESS_LEVELS, READINESS_RULES, type ReadinessLevel, type ReadinessRequest, type ReadinessRuleId } from '@site/contracts';
import { Allow, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * An item's fields to check, saved or not. The whole item may be sent as the CMS API reads or writes it;
 * the fields the rules do not read are accepted and left alone.
 */
export class ReadinessRequestDto implements ReadinessRequest {
  @Allow() id?: unknown;
  @Allow() type?: unknown;
  @Allow() author?: unknown;
  @Allow() status?: unknown;
  @Allow() slug?: unknown;
  @Allow() category?: unknown;
  @Allow() tags?: unknown;
  @Allow() description?: unknown;
  @Allow() dateCreated?: unknown;
  @Allow() dateModified?: unknown;
  @Allow() datePublished?: unknown;
  @Allow() version?: unknown;
  @Allow() createdBy?: unknown;
  @Allow() updatedBy?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() scheduledFor?: unknown;
  @Allow() approval?: unknown;
  @Allow() notice?: unknown;
  @Allow() socialTitle?: unknown;
  @Allow() socialDescription?: unknown;

  @IsString()
  @MaxLength(500)
  title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  metaDescription?: string;

  @IsOptional()
  @IsString()
  content?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  imageUrl?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  imageAlt?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  socialImageUrl?: string;
}

/** `PUT /api/cms/settings/readiness`: any of the rules, each error, warning or off. */
export class ReadinessSettingsDto {
  @IsObject({ message: 'levels must be an object of rule ids to error, warning or off' })
  levels!: Partial<Record<ReadinessRuleId, ReadinessLevel>>;
}

/** The rule ids that are not rules, and the levels that are not levels, as messages; none when all are known. */
export function unknownLevels(levels: Record<string, unknown>): string[] {
  return Object.entries(levels).flatMap(([rule, level]) => [
    ...((READINESS_RULES as readonly string[]).includes(rule) ? [] : [`${rule} is not a readiness rule (${READINESS_RULES.join(', ')})`]),
    ...((READINESS_LEVELS as readonly unknown[]).includes(level) ? [] : [`${rule} must be error, warning or off`]),
  ]);
}
