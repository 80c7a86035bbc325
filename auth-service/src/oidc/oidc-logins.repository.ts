import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface PendingSsoLogin {
  browserHash: string;
  nonce: string;
  codeVerifier: string;
  /** Set when the trip re-authenticates a signed-in user's session instead of signing in. */
  reauth?: { sessionId: string; userId: string };
}

export interface TakenSsoLogin extends PendingSsoLogin {
  startedAt: Date;
}

/** auth.oidc_logins: sign-ins on their way through the identity provider, by the hash of their state. */
@Injectable()
export class OidcLoginsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(stateHash: string, login: PendingSsoLogin, validSeconds: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth.oidc_logins (state_hash, browser_hash, nonce, code_verifier, reauth_session_id, reauth_user_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [stateHash, login.browserHash, login.nonce, login.codeVerifier, login.reauth?.sessionId ?? null, login.reauth?.userId ?? null, validSeconds],
    );
    await this.dataSource.query(`DELETE FROM auth.oidc_logins WHERE expires_at < now() - interval '1 day'`);
  }

  /** Marks the sign-in of this state used and answers it, once, while unexpired; else null. */
  async take(stateHash: string): Promise<TakenSsoLogin | null> {
    const [rows]: [LoginRow[], number] = await this.dataSource.query(
      `UPDATE auth.oidc_logins SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING browser_hash, nonce, code_verifier, reauth_session_id, reauth_user_id, created_at`,
      [stateHash],
    );
    if (rows.length === 0) return null;
    const [row] = rows;
    return {
      browserHash: row.browser_hash,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      reauth: row.reauth_session_id && row.reauth_user_id ? { sessionId: row.reauth_session_id, userId: row.reauth_user_id } : undefined,
      startedAt: row.created_at,
    };
  }
}

interface LoginRow {
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  reauth_session_id: string | null;
  reauth_user_id: string | null;
  created_at: Date;
}
