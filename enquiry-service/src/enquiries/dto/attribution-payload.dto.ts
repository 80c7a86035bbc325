import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { IsText } from '@site/nest-server-kit';
import { ATTRIBUTION_TEXT_LIMIT, type EnquiryAttribution, type UtmParameter } from '../enquiry-fields';

const text = { maxLength: ATTRIBUTION_TEXT_LIMIT };

/** The landing address's utm_* values, each optional. */
export class UtmPayload implements Partial<Record<UtmParameter, string>> {
  @IsText(text)
  source?: string;

  @IsText(text)
  medium?: string;

  @IsText(text)
  campaign?: string;

  @IsText(text)
  term?: string;

  @IsText(text)
  content?: string;
}

/** Issue 36: where the visit came from, as the browser remembered it for the visit; every part optional. */
export class AttributionPayload implements EnquiryAttribution {
  @IsText(text)
  landingPage?: string;

  @IsText(text)
  referrerHost?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => UtmPayload)
  @IsObject({ message: 'attribution.utm must be an object' })
  utm?: UtmPayload;
}
