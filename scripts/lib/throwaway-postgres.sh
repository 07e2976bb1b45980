# Sourced by the load scripts: a throw-away PostgreSQL server in a folder of its own, with the
# durability SQLite has here (fsync and synchronous_commit on), and one database on it.
#
#   start_throwaway_postgres DIR [PIN...]   starts it in DIR/pg (PIN: a taskset prefix, or none);
#                                           sets server_url and pg_stop (the command that stops it);
#                                           server_url goes over TCP to 127.0.0.1, or with
#                                           KINGPOST_LOAD_PG_VIA=socket over the server's Unix socket
#                                           in DIR (a server on the same host, as most are);
#                                           KINGPOST_LOAD_PG_OPTIONS adds server settings
#                                           ("-c name=value ...") for an experiment
#   create_database SERVER_URL NAME         (re)creates NAME; prints its URL
#
# Needs Debian's postgresql (initdb and pg_ctl under /usr/lib/postgresql/*/bin) and psql.

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

start_throwaway_postgres() {
    local dir=$1 bin port as_pg=()
    shift
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -x "$bin/initdb" ] || { echo "postgresql is not installed" >&2; exit 1; }
    port=$(free_port)
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi
    "${as_pg[@]}" "$bin/initdb" -D "$dir/pg" -A trust -U postgres >"$dir/initdb.log" 2>&1
    "${as_pg[@]}" "$@" "$bin/pg_ctl" -D "$dir/pg" -l "$dir/pg.log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB ${KINGPOST_LOAD_PG_OPTIONS:-}" \
        start >/dev/null
    pg_stop=("${as_pg[@]}" "$bin/pg_ctl" -D "$dir/pg" -m fast stop)
    server_url="postgres://postgres@127.0.0.1:$port/postgres"
    if [ "${KINGPOST_LOAD_PG_VIA:-tcp}" = socket ]; then
        server_url="postgres://postgres@/postgres?host=$dir&port=$port"
    fi
}

create_database() {
    psql -q "$1" -c "DROP DATABASE IF EXISTS $2" -c "CREATE DATABASE $2" >/dev/null 2>&1 \
        || { echo "cannot create database $2 on $1" >&2; exit 1; }
    case $1 in
        *\?*) echo "${1/\/postgres\?//$2?}" ;;
        *) echo "${1%/*}/$2" ;;
    esac
}
