import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface OidcIdentity {
  userId: string;
  issuer: string;
  subject: string;
  sealedRefreshToken: string | null;
  refreshedAt: Date;
}

interface IdentityRow {
  user_id: string;
  issuer: string;
  subject: string;
  sealed_refresh_token: string | null;
  refreshed_at: Date;
}

const identityOf = (row: IdentityRow): OidcIdentity => ({
  userId: row.user_id,
  issuer: row.issuer,
  subject: row.subject,
  sealedRefreshToken: row.sealed_refresh_token,
  refreshedAt: row.refreshed_at,
});

/** auth.oidc_identities: the identity-provider account of each single sign-on user. */
@Injectable()
export class OidcIdentitiesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findBySubject(issuer: string, subject: string): Promise<OidcIdentity | null> {
    const rows: IdentityRow[] = await this.dataSource.query(`SELECT * FROM auth.oidc_identities WHERE issuer = $1 AND subject = $2`, [issuer, subject]);
    return rows.length > 0 ? identityOf(rows[0]) : null;
  }

  async findByUser(userId: string): Promise<OidcIdentity | null> {
    const rows: IdentityRow[] = await this.dataSource.query(`SELECT * FROM auth.oidc_identities WHERE user_id = $1`, [userId]);
    return rows.length > 0 ? identityOf(rows[0]) : null;
  }

  async insert(userId: string, issuer: string, subject: string, sealedRefreshToken: string | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth.oidc_identities (user_id, issuer, subject, sealed_refresh_token) VALUES ($1, $2, $3, $4)`,
      [userId, issuer, subject, sealedRefreshToken],
    );
  }

  /** The provider was asked just now; its newest refresh token (when it sent one) replaces the old. */
  async markRefreshed(userId: string, sealedRefreshToken: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth.oidc_identities SET refreshed_at = now(), sealed_refresh_token = coalesce($2, sealed_refresh_token) WHERE user_id = $1`,
      [userId, sealedRefreshToken],
    );
  }
}
