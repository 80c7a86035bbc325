-- One schema and one login role per service. A role owns its own schema and has no
-- privilege on the other one, so each service can read and migrate only its own tables.
-- Enquiries are personal data: only enquiry_service can reach schema enquiry.
-- :'auth_password', :'content_password' and :'enquiry_password' are psql variables (see init-roles.sh);
-- infra/src/database-setup.ts substitutes them the same way for the local stack.

DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'auth_service') THEN
    CREATE ROLE auth_service LOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'content_service') THEN
    CREATE ROLE content_service LOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'enquiry_service') THEN
    CREATE ROLE enquiry_service LOGIN;
  END IF;
END
$$;

ALTER ROLE auth_service WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'auth_password';
ALTER ROLE content_service WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'content_password';
ALTER ROLE enquiry_service WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'enquiry_password';

CREATE SCHEMA IF NOT EXISTS auth AUTHORIZATION auth_service;
CREATE SCHEMA IF NOT EXISTS content AUTHORIZATION content_service;
CREATE SCHEMA IF NOT EXISTS enquiry AUTHORIZATION enquiry_service;

REVOKE ALL ON SCHEMA auth FROM PUBLIC;
REVOKE ALL ON SCHEMA content FROM PUBLIC;
REVOKE ALL ON SCHEMA enquiry FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM PUBLIC;

ALTER ROLE auth_service SET search_path = auth;
ALTER ROLE content_service SET search_path = content;
ALTER ROLE enquiry_service SET search_path = enquiry;
