# Shared by start.sh, test.sh and .ci/run: installs what the project needs on a fresh machine.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$PATH"

# Each step with the time it started, so a CI log read afterwards shows where the time went.
log() { printf '\033[36m==>\033[0m [%s] %s\n' "$(date +%T)" "$*" >&2; }

# npm dependencies (Node 24 arrives as the `node` devDependency, see docs/decisions.md).
ensure_node_modules() {
  local stamp="$ROOT/node_modules/.install-stamp"
  if [ ! -x "$ROOT/node_modules/.bin/node" ] || [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    log "installing npm dependencies"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
    touch "$stamp"
  fi
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  log "installing Debian packages: $*"
  as_root apt-get update -qq >/dev/null || true
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# Debian's Chromium for browser tests and a CJK font so Chinese renders (never a downloaded browser).
ensure_browser() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  fc-list 2>/dev/null | grep -qi 'wqy' || missing+=(fonts-wqy-zenhei)
  if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi
  ensure_pdf_tools
}

# pdftotext / pdftoppm (poppler-utils): the 志愿 report's PDF test reads the server's PDF with them.
ensure_pdf_tools() {
  command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 && return 0
  apt_install poppler-utils
  command -v pdftotext >/dev/null 2>&1 || { echo "poppler-utils (pdftotext) is missing and could not be installed" >&2; return 1; }
}

build_apps() {
  log "building web and admin"
  (cd "$ROOT" && npm run build --silent >/dev/null)
}

# PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379): started when down, installed when missing.
ensure_services() {
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    command -v pg_ctlcluster >/dev/null || apt_install postgresql
    log "starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  fi
  if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
    command -v redis-server >/dev/null || apt_install redis-server
    log "starting Redis"
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp --logfile /tmp/redis-ci.log
  fi
  for _ in $(seq 1 30); do
    pg_isready -h 127.0.0.1 -p 5432 -q && redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && return 0
    sleep 1
  done
  echo "PostgreSQL or Redis did not come up" >&2
  return 1
}
