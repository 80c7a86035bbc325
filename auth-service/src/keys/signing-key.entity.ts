import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A generated token-signing key pair, shared by every auth-service instance on this database. */
@Entity({ name: 'signing_keys' })
export class SigningKey {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'signing_keys_pkey' })
  kid!: string;

  @Column({ name: 'private_key_pem', type: 'text' })
  privateKeyPem!: string;

  @Column({ name: 'public_key_pem', type: 'text' })
  publicKeyPem!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
