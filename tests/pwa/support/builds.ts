import path from 'node:path'

/**
 * The builds scripts/test-pwa.sh made for these tests, all with the test ids for the consent banner and the
 * tag manager. B is A after an editor's change: the product below renamed; the code is the same. The third is
 * built with GATSBY_SERVICE_WORKER=off, from the demo content with the bad-content corpus in it (tests/corpus/;
 * its pages are A's, plus the corpus's).
 */
const BUILDS_DIR = path.resolve(__dirname, '../../../.test-builds')
export const BUILD_A = path.join(BUILDS_DIR, 'a')
export const BUILD_B = path.join(BUILDS_DIR, 'b')
export const BUILD_WITHOUT_WORKER = path.join(BUILDS_DIR, 'without-worker')

export const RENAMED_PRODUCT = {
  path: '/producten-en-diensten/qbridge',
  titleInA: 'Qbridge',
  titleInB: 'Qbridge Cloud',
}
