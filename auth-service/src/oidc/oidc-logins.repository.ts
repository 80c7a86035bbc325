import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface PendingSsoLogin {
  browserHash: string;
  nonce: string;
  codeVerifier: string;
}

/** auth.oidc_logins: sign-ins on their way through the identity provider, by the hash of their state. */
@Injectable()
export class OidcLoginsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(stateHash: string, login: PendingSsoLogin, validSeconds: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth.oidc_logins (state_hash, browser_hash, nonce, code_verifier, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [stateHash, login.browserHash, login.nonce, login.codeVerifier, validSeconds],
    );
    await this.dataSource.query(`DELETE FROM auth.oidc_logins WHERE expires_at < now() - interval '1 day'`);
  }

  /** Marks the sign-in of this state used and answers it, once, while unexpired; else null. */
  async take(stateHash: string): Promise<PendingSsoLogin | null> {
    const [rows]: [Array<{ browser_hash: string; nonce: string; code_verifier: string }>, number] = await this.dataSource.query(
      `UPDATE auth.oidc_logins SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING browser_hash, nonce, code_verifier`,
      [stateHash],
    );
    return rows.length > 0 ? { browserHash: rows[0].browser_hash, nonce: rows[0].nonce, codeVerifier: rows[0].code_verifier } : null;
  }
}
