# Settings shared by every test build (sourced by the test scripts): the contact form posts to the stand-in CMS
# that the browser tests start (tests/helpers/fake-contact-form.ts), and the site is built as of one moment
# inside the demo content (SITE_NOW, from tests/helpers/test-clock.json, where the browser tests' clock starts
# too), so the agenda's upcoming and past activities are the same on any day.
export CONTACT_FORM_CMS_URL="${CONTACT_FORM_CMS_URL:-http://127.0.0.1:9101}"
SITE_NOW="${SITE_NOW:-$(node -p "require('./tests/helpers/test-clock.json').siteNow")}"
export SITE_NOW
# gatsby-plugin-sharp makes `gatsby develop` process every image before it serves a page when CI is set, and only
# the images a page asks for otherwise (how editors and developers run it). The tests run the develop servers (the
# preview, GraphiQL) as they run elsewhere: on a fresh clone the preview started 71 s later without this.
export GATSBY_ENABLE_LAZY_IMAGES_IN_CI=1
