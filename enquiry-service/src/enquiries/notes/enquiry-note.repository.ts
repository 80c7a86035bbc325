import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Transaction } from '../../database/transactions';

export interface EnquiryNote {
  id: string;
  text: string;
  byId: string;
  byName: string;
  at: Date;
}

const SELECTED = `id, text, by_id AS "byId", by_name AS "byName", created_at AS at`;

/** The one reader and writer of enquiry.enquiry_notes (a note goes when its enquiry is deleted). */
@Injectable()
export class EnquiryNoteRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(note: { enquiryId: string; text: string; byId: string; byName: string }, transaction: Transaction): Promise<EnquiryNote> {
    const rows: EnquiryNote[] = await transaction.query(
      `INSERT INTO enquiry_notes (enquiry_id, text, by_id, by_name) VALUES ($1, $2, $3, $4) RETURNING ${SELECTED}`,
      [note.enquiryId, note.text, note.byId, note.byName],
    );
    return rows[0];
  }

  /** The enquiry's notes, oldest first. */
  forEnquiry(enquiryId: string): Promise<EnquiryNote[]> {
    return this.dataSource.query(`SELECT ${SELECTED} FROM enquiry_notes WHERE enquiry_id = $1 ORDER BY created_at, id`, [enquiryId]);
  }
}
