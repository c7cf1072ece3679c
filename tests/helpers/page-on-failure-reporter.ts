import { readFileSync } from 'node:fs'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Enough to see what the page showed; a whole page's tree can run to thousands of lines. */
const MAX_CHARACTERS = 6_000

/**
 * Prints, for a failed test, what the page looked like when it failed (Playwright's "error context": the
 * page's accessibility tree). CI keeps only its log, not the test-results folder, so without this a failure
 * there says what was missing but not what was on the screen instead.
 */
export default class PageOnFailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context') continue
      const text = attachment.path
        ? readFileSync(attachment.path, 'utf8')
        : (attachment.body?.toString('utf8') ?? '')
      const shown = text.length > MAX_CHARACTERS ? `${text.slice(0, MAX_CHARACTERS)}\n… (cut)` : text
      process.stdout.write(`\n--- The page when "${test.title}" failed ---\n${shown}\n--- end ---\n`)
    }
  }

  printsToStdio(): boolean {
    return false
  }
}
