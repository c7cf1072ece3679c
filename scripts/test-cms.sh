#!/usr/bin/env bash
# `npm run test:cms`: the WordPress group, against the real local CMS (cms/local). Starts it (installing the
# Debian packages when missing) and seeds it from the snapshot, then runs its five parts in turn
# (scripts/support/wordpress-part.sh says what each tests): the CMS's jest suites, the preview, the publishing
# group (also `npm run test:publish`), the contact form of the site that publishing built last, and wp-admin as
# editors use it.
# It leaves public/ built from the local CMS, and stops the CMS again if it was not running before.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

source scripts/support/ready-to-run.sh
require_programs chromium nginx

source scripts/support/local-cms-for-run.sh

for part in jest preview publish contact-form editors; do
  bash scripts/support/wordpress-part.sh "$part"
done
