import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A generated token-signing key pair, shared by every auth-service instance on this database; the private half encrypted. */
@Entity({ name: 'signing_keys' })
export class SigningKey {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'signing_keys_pkey' })
  kid!: string;

  /** AES-256-GCM under JWT_KEY_ENCRYPTION_KEY (see key-encryption.ts); a PEM only in rows from before that, until the next start. */
  @Column({ name: 'sealed_private_key', type: 'text' })
  sealedPrivateKey!: string;

  @Column({ name: 'public_key_pem', type: 'text' })
  publicKeyPem!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
