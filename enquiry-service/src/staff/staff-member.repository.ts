import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StaffRole } from '@site/nest-server-kit';

export interface StaffMember {
  id: string;
  displayName: string;
  role: StaffRole;
  email: string | null;
}

const SELECTED = `id, display_name AS "displayName", role, email`;

/** The one reader and writer of enquiry.staff_members: the editors and administrators this service has seen. */
@Injectable()
export class StaffMemberRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records who they are now (the e-mail is kept as it was). */
  async upsert(member: Omit<StaffMember, 'email'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO staff_members (id, display_name, role, seen_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name, role = EXCLUDED.role, seen_at = now()`,
      [member.id, member.displayName, member.role],
    );
  }

  async setEmail(id: string, email: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE staff_members SET email = $2 WHERE id = $1`, [id, email]);
  }

  async findById(id: string): Promise<StaffMember | null> {
    const rows: StaffMember[] = await this.dataSource.query(`SELECT ${SELECTED} FROM staff_members WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByIds(ids: string[]): Promise<StaffMember[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query(`SELECT ${SELECTED} FROM staff_members WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Those with one of these roles, by name. */
  async withRoles(roles: readonly StaffRole[]): Promise<StaffMember[]> {
    return this.dataSource.query(`SELECT ${SELECTED} FROM staff_members WHERE role = ANY($1::text[]) ORDER BY lower(display_name), id`, [roles]);
  }
}
