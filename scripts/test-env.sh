# Settings shared by every test build (sourced by test-all.sh and e2e.sh): the contact form posts to the
# stand-in CMS that the browser tests start (tests/helpers/fake-contact-form.ts).
export CONTACT_FORM_CMS_URL="${CONTACT_FORM_CMS_URL:-http://127.0.0.1:9101}"
