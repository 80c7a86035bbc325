import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withOrdinarySpaces } from '../../content/ordinary-spaces';

/**
 * Repairs items saved before the service normalised spaces: the Quill 2 editor had stored a
 * non-breaking space between every two words, so those posts never wrapped on a phone.
 */
export class OrdinarySpacesInContent1795413576520 implements MigrationInterface {
  name = 'OrdinarySpacesInContent1795413576520';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows: Array<{ id: string; content: string }> = await queryRunner.query(
      `SELECT id, content FROM content.content_items WHERE content ~* '\\u00a0|&nbsp;|&#160;|&#xa0;'`,
    );
    for (const { id, content } of rows) {
      const repaired = withOrdinarySpaces(content);
      if (repaired !== content) {
        await queryRunner.query(`UPDATE content.content_items SET content = $1 WHERE id = $2`, [repaired, id]);
      }
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: ordinary spaces between words are what the writers typed, and which of them
    // had been stored as non-breaking spaces is not kept.
  }
}
