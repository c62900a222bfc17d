#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server owned by the postgres user, on a free port,
# with TEST_DATABASE_URL set; the server and its data are removed afterwards.
# Usage: scripts/with-postgres.sh npm run test:server
set -euo pipefail

PG_VERSION_DIR=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PG_VERSION_DIR" ] || [ ! -x "$PG_VERSION_DIR/initdb" ]; then
  echo "with-postgres: installing PostgreSQL from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_VERSION_DIR=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

PGDATA=$(mktemp -d /tmp/vitrine-pg-XXXXXX)
SOCKET_DIR=$(mktemp -d /tmp/vitrine-pg-socket-XXXXXX)
chown postgres:postgres "$PGDATA" "$SOCKET_DIR"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  runuser -u postgres -- "$PG_VERSION_DIR/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGDATA" "$SOCKET_DIR"
}
trap cleanup EXIT

runuser -u postgres -- "$PG_VERSION_DIR/initdb" -D "$PGDATA" -A trust -U postgres --no-sync >/dev/null
runuser -u postgres -- "$PG_VERSION_DIR/pg_ctl" -D "$PGDATA" -w -l "$PGDATA/server.log" \
  -o "-p $PORT -k $SOCKET_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "with-postgres: PostgreSQL $("$PG_VERSION_DIR/postgres" --version | awk '{print $3}') on port $PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
