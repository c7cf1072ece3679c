#!/usr/bin/env bash
# Quality gate: every page of the build is valid HTML, checked by the Nu HTML Checker (the validator behind
# validator.w3.org; vnu.jar ships in the vnu-jar npm package and runs on Java, Debian's when it is missing).
# Gatsby's own fragments in public/_gatsby (slices) are not documents and are not checked.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/support/require-programs.sh
require_programs java
mapfile -d '' pages < <(find public -type f -name '*.html' -not -path 'public/_gatsby/*' -print0)
[ ${#pages[@]} -gt 0 ] || { echo "No HTML pages in public/: build the site first" >&2; exit 1; }
java -jar node_modules/vnu-jar/build/dist/vnu.jar --errors-only --format gnu "${pages[@]}"
echo "HTML: ${#pages[@]} pages valid"
