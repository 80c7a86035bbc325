import { READINESS_LEVELS, READINESS_RULES, type ReadinessLevel, type ReadinessRequest, type ReadinessRuleId } from '@site/contracts';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/** An item's fields to check; the editor sends what it has, saved or not. */
export class ReadinessRequestDto implements ReadinessRequest {
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
