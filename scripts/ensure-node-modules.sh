#!/usr/bin/env bash
# Installs the npm packages from package-lock.json, unless node_modules is already up to date with it.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.package-lock.json
if [ -f "$stamp" ] && [ ! package-lock.json -nt "$stamp" ] && [ ! package.json -nt "$stamp" ]; then
  exit 0
fi
echo "Installing npm packages"
# `npm install` rather than `npm ci`: npm 11's ci rejects lockfiles that list optional native packages which
# were never published for some platforms (msgpackr-extract here), although install resolves them correctly.
# --prefer-offline: the lockfile pins every version and checksum, so what npm's cache holds needs no asking
# again (60 s against 83 s for a fresh clone here); what it lacks is downloaded as usual.
npm install --no-audit --no-fund --loglevel=error --prefer-offline
