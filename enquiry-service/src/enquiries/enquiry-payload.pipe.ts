import { Injectable, type PipeTransform } from '@nestjs/common';
import { createValidationPipe, ValidationFailedException } from '@site/nest-server-kit';
import { ContactEnquiryPayload, type EnquiryPayload, ShortEnquiryPayload } from './dto/enquiry-payload.dto';
import { ENQUIRY_FORMS } from './enquiry-fields';

const PAYLOAD_BY_FORM = { enquiry: ShortEnquiryPayload, contact: ContactEnquiryPayload } as const;

/** Validates a POST /api/enquiries body against the variant its `form` names, with the service's usual rules. */
@Injectable()
export class EnquiryPayloadPipe implements PipeTransform<unknown, Promise<EnquiryPayload>> {
  private readonly validation = createValidationPipe();

  async transform(body: unknown): Promise<EnquiryPayload> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationFailedException(['The request body must be a JSON object']);
    }
    const form = (body as { form?: unknown }).form;
    if (form !== 'enquiry' && form !== 'contact') {
      throw new ValidationFailedException([`form must be one of: ${ENQUIRY_FORMS.join(', ')}`]);
    }
    return (await this.validation.transform(body, { type: 'body', metatype: PAYLOAD_BY_FORM[form] })) as EnquiryPayload;
  }
}
