import type { Reporter } from 'gatsby'

/** Error codes this plugin reports through Gatsby's reporter (shown as `gatsby-source-wp-rest_<code>`). */
export const ERROR_CODES = {
  sourcing: '10001',
  image: '10002',
} as const

export function registerErrorMap(reporter: Reporter): void {
  reporter.setErrorMap({
    [ERROR_CODES.sourcing]: {
      text: (context: { sourceMessage: string }) => `Could not source content: ${context.sourceMessage}`,
      level: 'ERROR',
      category: 'THIRD_PARTY',
    },
    [ERROR_CODES.image]: {
      text: (context: { sourceMessage: string }) => `Could not process an image: ${context.sourceMessage}`,
      level: 'ERROR',
      category: 'THIRD_PARTY',
    },
  })
}
