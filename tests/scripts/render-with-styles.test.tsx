/** @jest-environment node */
import { isValidElement, lazy, Suspense, type ReactElement, type ReactNode } from 'react'
import { renderWithStylesInHead } from '../../src/build/render-with-styles'

const Page = () => (
  <main css={{ color: 'rebeccapurple' }}>
    <p css={{ margin: 0 }}>Welkom</p>
  </main>
)

describe('server rendering with the styles in <head>', () => {
  it('puts every style the page used into the head and none into the body', async () => {
    let body = ''
    let head: ReactNode[] = []
    await renderWithStylesInHead({
      bodyComponent: <Page />,
      replaceBodyHTMLString: (html: string) => (body = html),
      setHeadComponents: (components: ReactNode[]) => (head = components),
    })
    expect(body).toContain('Welkom')
    expect(body).not.toContain('<style')
    const styles = head.filter(isValidElement) as ReactElement<{
      'data-emotion': string
      'data-s': string
      dangerouslySetInnerHTML: { __html: string }
    }>[]
    const css = styles.map((style) => style.props.dangerouslySetInnerHTML.__html).join('')
    expect(css).toContain('color:rebeccapurple')
    expect(css).toContain('margin:0')
    // The browser's Emotion cache (key "css") recognises the styles by this attribute and does not add them again.
    expect(styles.every((style) => style.props['data-emotion'].startsWith('css '))).toBe(true)
    // ...and, with data-s, does not first move each to the end of <head>.
    expect(styles.every((style) => style.props['data-s'] === '')).toBe(true)
  })

  it('writes the HTML of a lazy component inside a Suspense boundary, not the fallback', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>Het formulier</p> }))
    let body = ''
    await renderWithStylesInHead({
      bodyComponent: (
        <Suspense fallback={<p>Laden…</p>}>
          <Lazy />
        </Suspense>
      ),
      replaceBodyHTMLString: (html: string) => (body = html),
      setHeadComponents: () => undefined,
    })
    expect(body).toContain('Het formulier')
    expect(body).not.toContain('Laden…')
  })
})
