#!/usr/bin/env bash
# `npm test`: everything, from a fresh machine. Installs what it needs first (the Debian packages in Aptfile, then
# the npm packages), then runs the suites, in turn or two side by side, and ends with a table of each step's
# seconds and the number of Gatsby builds (also on failure). The site is built as of one moment (SITE_NOW, scripts/test-env.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh
source scripts/support/test-steps.sh

step "System packages: everything in Aptfile (one apt-get when something is missing)"
bash scripts/install-system-packages.sh

everyday_steps

step "Quality gates on the built site: no broken internal link, valid HTML on every page"
npm run --silent check:links
bash scripts/quality/check-html.sh

step "Local WordPress for the rest of the run: started and seeded from the snapshot"
source scripts/support/require-programs.sh
require_programs chromium nginx curl
source scripts/support/local-cms-for-run.sh

# Two suites run side by side where each leaves part of the two cores idle and they share no port and no files:
# the WordPress jest suites run in band (PHP and one jest worker) beside the three builds, which write public/ and
# .cache/; GraphiQL's development server writes those too, so it runs after them, beside hosting (which serves
# build A from .test-builds/ under nginx).
step "Installable app's builds beside the WordPress jest suites: builds A, B and, without worker, the bad-content corpus (into .test-builds/); tests/cms/*.test.ts"
side_by_side "PWA_RESTORE_DEFAULT_BUILD=0 bash scripts/test-pwa.sh builds" "bash scripts/support/wordpress-part.sh jest"

step "GraphiQL beside hosting: GraphiQL and the data layer in gatsby develop; build A under Debian's nginx with the generated config, Netlify's files (Playwright)"
side_by_side "bash scripts/graphiql-check.sh" "HOSTING_BUILD_DIR=.test-builds/a bash scripts/test-hosting.sh"

step "Preview: WordPress drafts and autosaves in the preview server (Playwright)"
bash scripts/support/wordpress-part.sh preview

step "Installable app's tests beside publishing: service worker, deploys, offline (Playwright); WordPress to live (the publishing service, builds, nginx)"
side_by_side "bash scripts/test-pwa.sh tests" "bash scripts/support/wordpress-part.sh publish"

step "Contact form into WordPress: the site publishing built last, sending into the CMS (Playwright)"
bash scripts/support/wordpress-part.sh contact-form

# After the contact form: its build writes public/, which the contact form's suite serves.
step "Editors in wp-admin: an Editor and an Author, image panels, the publication notice around one build, trash (Playwright)"
bash scripts/support/wordpress-part.sh editors

step "The run left every tracked file as it was"
check_tracked_files_unchanged
