#!/bin/sh
# Run by the postgres image once, when its volume is empty: the role the backend connects
# with. It owns the application's database, so it can migrate its own schema at start, and
# has no rights beyond it: not a superuser, cannot create databases or roles, cannot
# replicate or bypass row security. The superuser (POSTGRES_USER) is for administration only.
set -eu
# The values are read from the environment inside psql (\getenv), so the password never
# appears on a command line.
psql --no-psqlrc --set ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
\getenv app_user APP_DB_USER
\getenv app_password APP_DB_PASSWORD
\getenv app_db POSTGRES_DB
CREATE ROLE :"app_user" LOGIN PASSWORD :'app_password'
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
-- From PostgreSQL 15 on, the public schema belongs to the database's owner.
ALTER DATABASE :"app_db" OWNER TO :"app_user";
REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC;
SQL
