#!/usr/bin/env bash
# Installs npm packages exactly as locked, unless node_modules already matches package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.package-lock.json
if [ -f "$stamp" ] && [ "$stamp" -nt package-lock.json ] && [ "$stamp" -nt package.json ]; then
  exit 0
fi
echo "Installing npm packages (npm ci)"
npm ci --no-audit --no-fund --loglevel=error
