#!/bin/sh
# As the official image does: a new data folder is initialised with the user, password and
# database of the environment, then the server runs in the foreground as postgres.
set -eu
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" >/tmp/password
  chown postgres /tmp/password
  as_postgres initdb --username="$POSTGRES_USER" --pwfile=/tmp/password --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm /tmp/password
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "${POSTGRES_DB:-$POSTGRES_USER}" != postgres ]; then
    as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    as_postgres psql -q -U "$POSTGRES_USER" -d postgres -c "CREATE DATABASE \"${POSTGRES_DB:-$POSTGRES_USER}\" OWNER \"$POSTGRES_USER\""
    as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -c listen_addresses='*'
