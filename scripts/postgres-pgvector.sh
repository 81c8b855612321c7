#!/usr/bin/env bash
# A local PostgreSQL with pgvector and pg_trgm for the real-Postgres tests.
#
# Prints the connection URL as the LAST line of stdout; all progress and
# tool output goes to stderr, so callers can do URL=$(scripts/...sh).
# Idempotent: a second run only checks that the cluster is up and that the
# role, database and extensions exist, which takes a second or so.
# Runs as root (CI does).
#
# - Debian 13+: the archive ships postgresql-NN-pgvector; install it.
# - Debian 12: no pgvector binary; build pgvector from Debian 13's
#   (trixie) source package against postgresql-server-dev-15.
# The archive URI is read from the machine's own apt sources, so no host
# name is written in this file.
set -euo pipefail
shopt -s nullglob
export DEBIAN_FRONTEND=noninteractive

ROLE=taploop
PASSWORD=taploop
DATABASE=taploop_test
CLUSTER=main

log() { echo "[postgres-pgvector] $*" >&2; }
die() { log "error: $*"; exit 1; }

[ "$(id -u)" -eq 0 ] || die "must run as root"

# apt-get update at most once a run, and only when we install something.
apt_updated=
apt_update() {
  [ -z "$apt_updated" ] || return 0
  log "apt-get update"
  apt-get update -qq >&2
  apt_updated=1
}
apt_install() {
  apt_update
  log "apt-get install $*"
  apt-get install -y -qq --no-install-recommends "$@" >&2
}

# True when the archive has an installable version of package $1.
apt_has() {
  local cand
  cand=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2}')
  [ -n "$cand" ] && [ "$cand" != "(none)" ]
}

# The newest installed server's major version ("" if none).
server_version() {
  local bin vers=()
  for bin in /usr/lib/postgresql/*/bin/postgres; do
    vers+=("$(basename "$(dirname "$(dirname "$bin")")")")
  done
  [ ${#vers[@]} -gt 0 ] || return 0
  printf '%s\n' "${vers[@]}" | sort -n | tail -n 1
}

# The URI of the Debian archive the machine already uses for its own
# release (not -security, not third-party repositories). May print
# several lines; the caller takes the first.
archive_uri() {
  local codename f
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  [ -n "$codename" ] || return 0
  # deb822 stanzas: the URIs of an enabled one whose Suites lists the
  # codename. Each file ends with a blank line to close its last stanza.
  for f in /etc/apt/sources.list.d/*.sources; do cat "$f"; echo; done |
    awk -v c="$codename" '
      function flush() {
        if (ok && !off && uri != "") print uri
        uri = ""; ok = 0; off = 0
      }
      /^[ \t]*$/          { flush(); next }
      /^URIs:/            { uri = $2 }
      /^Suites:/          { for (i = 2; i <= NF; i++) if ($i == c) ok = 1 }
      /^Enabled:[ \t]*no/ { off = 1 }
      END                 { flush() }'
  # One-line style: deb [options] URI SUITE COMPONENTS...
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    if [ -f "$f" ]; then cat "$f"; fi
  done | sed -e 's/\[[^]]*\]//' |
    awk -v c="$codename" '$1 == "deb" && $3 == c {print $2}'
}

# Build pgvector from trixie's source package and install it into $ver.
build_pgvector() {
  local uri src
  apt_install "postgresql-server-dev-$ver" make gcc
  uri=$(archive_uri)
  uri=${uri%%$'\n'*}
  [ -n "$uri" ] || die "no Debian archive URI found in the apt sources"
  work=$(mktemp -d)  # global: the EXIT trap still needs it
  trap 'rm -rf "$work"' EXIT
  # A private apt state (sources, lists, cache) so that the machine's own
  # apt setup never sees trixie.
  mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
  echo "deb-src $uri trixie main" >"$work/sources.list"
  local opts=(
    -o Dir::Etc::sourcelist="$work/sources.list"
    -o Dir::Etc::sourceparts=/nonexistent
    -o Dir::State::Lists="$work/lists"
    -o Dir::Cache="$work/cache"
    -o APT::Sandbox::User=root
  )
  log "fetching the trixie source package of pgvector"
  apt-get "${opts[@]}" update -qq >&2
  (cd "$work" && apt-get "${opts[@]}" source --download-only pgvector >&2)
  local orig=("$work"/pgvector_*.orig.tar.*)
  [ ${#orig[@]} -eq 1 ] || die "expected one pgvector orig tarball"
  tar -xf "${orig[0]}" -C "$work"
  local dirs=("$work"/pgvector-*/)
  [ ${#dirs[@]} -eq 1 ] || die "expected one pgvector source folder"
  src=${dirs[0]}
  log "building $(basename "$src") against PostgreSQL $ver"
  # OPTFLAGS="" drops pgvector's default -march=native, so the library
  # also runs if the machine moves to another CPU. This is what Debian's
  # only patch (no-native) does, so the orig tarball alone is enough.
  local mk=(make -C "$src" -j"$(nproc)" OPTFLAGS=""
            PG_CONFIG="/usr/lib/postgresql/$ver/bin/pg_config")
  "${mk[@]}" >&2
  "${mk[@]}" install >&2
  rm -rf "$work"
  trap - EXIT
}

# 1. The server. Debian 12 pins 15 (bookworm's only server); later
#    releases take their default through the `postgresql` metapackage.
ver=$(server_version)
if [ -z "$ver" ]; then
  case "$(cut -d. -f1 /etc/debian_version 2>/dev/null)" in
    12) apt_install postgresql-15 ;;
    *) apt_install postgresql ;;
  esac
  ver=$(server_version)
  [ -n "$ver" ] || die "no PostgreSQL server after install"
fi
# pg_trgm ships inside postgresql-NN on Debian; this covers other layouts.
ext=/usr/share/postgresql/$ver/extension
[ -f "$ext/pg_trgm.control" ] || apt_install postgresql-contrib

# 2. pgvector: the archive's binary package when there is one, else a
#    build of trixie's source package.
if [ ! -f "$ext/vector.control" ] ||
   [ ! -f "/usr/lib/postgresql/$ver/lib/vector.so" ]; then
  apt_update
  if apt_has "postgresql-$ver-pgvector"; then
    apt_install "postgresql-$ver-pgvector"
  else
    build_pgvector
  fi
fi

# 3. The cluster: create it if missing (postinst normally does), start it.
cluster_port() {
  pg_lsclusters -h | awk -v v="$ver" -v c="$CLUSTER" \
    '$1 == v && $2 == c {print $3}'
}
if [ -z "$(cluster_port)" ]; then
  log "creating cluster $ver/$CLUSTER"
  pg_createcluster "$ver" "$CLUSTER" >&2
fi
port=$(cluster_port)
# Wait until the server answers, starting it whenever it is not running.
# A killed server can still look alive for a moment (its process is a
# zombie until reaped); the loop starts it once that process is gone.
# No systemd here (containers, CI), so start the server directly.
for _ in $(seq 1 120); do
  pg_isready -q -p "$port" && break
  if ! pg_ctlcluster "$ver" "$CLUSTER" status >/dev/null 2>&1; then
    log "starting cluster $ver/$CLUSTER on port $port"
    pg_ctlcluster --skip-systemctl-redirect "$ver" "$CLUSTER" start >&2 ||
      log "start failed; retrying"
  fi
  sleep 0.5
done
if ! pg_isready -q -p "$port"; then
  tail -n 20 "/var/log/postgresql/postgresql-$ver-$CLUSTER.log" >&2 || true
  die "cluster $ver/$CLUSTER is not answering on port $port"
fi
log "cluster $ver/$CLUSTER is up on port $port"

# 4. Role, database and extensions, as the postgres superuser. The role's
#    attributes and password are (re)set every run: cheap, and it repairs
#    a role that someone changed by hand.
as_postgres() { (cd / && runuser -u postgres -- "$@"); }
psql_admin() {
  # client_min_messages=warning hides "already exists, skipping".
  PGOPTIONS="-c client_min_messages=warning" \
    as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$port" "$@" >&2
}
psql_admin -d postgres <<SQL
do \$\$ begin
  if not exists (select from pg_roles where rolname = '$ROLE') then
    create role $ROLE;
  end if;
end \$\$;
alter role $ROLE login superuser password '$PASSWORD';
select 'create database $DATABASE owner $ROLE'
  where not exists (select from pg_database where datname = '$DATABASE')
\gexec
SQL
psql_admin -d "$DATABASE" <<SQL
create extension if not exists vector;
create extension if not exists pg_trgm;
SQL

# 5. Prove the URL works (password over TCP) before handing it out.
url="postgres://$ROLE:$PASSWORD@127.0.0.1:$port/$DATABASE"
PGCONNECT_TIMEOUT=5 psql -X -q -At "$url" -c 'select 1' >/dev/null ||
  die "cannot connect with the printed URL"
log "ready"
echo "$url"
