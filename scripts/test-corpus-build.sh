#!/usr/bin/env bash
# The bad-content corpus in a real build: a copy of the embedded snapshot with every case of tests/corpus/ in place
# at once, built like any other (incrementally). It must exit 0, name every case in the notices file publishing
# hands to WordPress, and build every page of the demo content. public/ holds the corpus build afterwards.
# scripts/test-pwa.sh makes its third build (the service worker switched off) this way, so the corpus costs no
# build of its own in npm test; on its own: `bash scripts/test-corpus-build.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

dir=.test-builds/corpus
rm -rf "$dir"
mkdir -p "$dir"
npx tsx tests/corpus/write-snapshot.ts "$dir/snapshot"
BUILD_NOTICES_FILE="$dir/notices.jsonl" CONTENT_SNAPSHOT_DIR="$dir/snapshot" npx gatsby build > "$dir/build.log" 2>&1 ||
  { tail -n 60 "$dir/build.log"; echo "The corpus build failed (log: $dir/build.log)" >&2; exit 1; }
grep -c "Author's mistake" "$dir/build.log" | xargs -I{} echo "The build log names {} author's mistakes"
npx tsx tests/corpus/check-build.ts "$dir/snapshot" "$dir/notices.jsonl" public
