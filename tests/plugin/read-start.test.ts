import { readStartedAt } from '../../plugins/gatsby-source-wp-rest/exports'
import { readStartLine } from '../../plugins/gatsby-source-wp-rest/src/source/read-start'

describe('the moment a build starts reading the CMS, in its log', () => {
  const at = new Date('2026-11-25T11:30:00.123Z')
  const log = (line: string) =>
    [
      'success onPreBootstrap - 0.131s',
      'success createSchemaCustomization - 0.004s',
      line,
      'success gatsby-source-wp-rest: CMS http://127.0.0.1:8881 - 0.395s - 106 nodes',
    ].join('\n')

  it('is read back to the millisecond from the line the plugin logs', () => {
    expect(readStartedAt(log(`info ${readStartLine('http://127.0.0.1:8881', at)}`))).toBe(at.getTime())
  })

  it('is unknown when the build did not get that far, or the line is only quoted in another', () => {
    expect(readStartedAt(log('error Could not load the config'))).toBeNull()
    expect(
      readStartedAt(log(`error Titel "info ${readStartLine('http://127.0.0.1:8881', at)}" is te lang`)),
    ).toBeNull()
    expect(readStartedAt(log(`info ${readStartLine('http://127.0.0.1:8881', at)} (herhaald)`))).toBeNull()
  })
})
