import type { NewNoteBody } from '@site/contracts';
import { NOTE_TEXT_LIMIT } from '../enquiry-fields';
import { Text } from './enquiry-text';

export class NewNoteDto implements NewNoteBody {
  @Text({ required: true, maxLength: NOTE_TEXT_LIMIT })
  text!: string;
}
