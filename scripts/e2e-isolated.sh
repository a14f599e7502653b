#!/usr/bin/env bash
# A whole e2e stack beside the main one: its own build directory, ports and database.
# Usage: scripts/e2e-isolated.sh <name> <port offset 1-99> [playwright arguments…]
# Example: scripts/e2e-isolated.sh apply 11 e2e/apply.spec.ts
set -euo pipefail
name="$1"; offset="$2"; shift 2
export E2E_WEB_PORT=$((3000 + offset)) E2E_PLATFORM_PORT=$((4000 + offset))
export E2E_SMTP_PORT=$((2500 + offset)) E2E_OIDC_PORT=$((4400 + offset))
export NEXT_DIST_DIR=".next-$name" E2E_PGLITE_DIR="/tmp/hireloop-e2e-pg-$name"
if [ "${SKIP_BUILD:-}" != 1 ]; then
  # A build into a custom distDir rewrites tsconfig.json; the shared tree keeps the committed one,
  # whether the build passes or fails.
  trap 'git checkout -- tsconfig.json 2>/dev/null || true' EXIT
  # One build at a time on this machine: parallel builds on two cores only slow each other down.
  API_URL="http://127.0.0.1:$E2E_PLATFORM_PORT" flock /tmp/hireloop-build.lock npx next build
fi
npx playwright test "$@"
