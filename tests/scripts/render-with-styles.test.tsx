/** @jest-environment node */
import { isValidElement, lazy, Suspense, type ReactElement, type ReactNode } from 'react'
import { renderWithStylesInHead } from '../../src/build/render-with-styles'

type StyleElement = ReactElement<{
  'data-emotion': string
  'data-s': string
  dangerouslySetInnerHTML: { __html: string }
}>

async function headStyles(laterStyles?: ReadonlyMap<string, string>): Promise<StyleElement[]> {
  let head: ReactNode[] = []
  await renderWithStylesInHead({
    bodyComponent: <Page />,
    ...(laterStyles ? { laterStyles } : {}),
    replaceBodyHTMLString: () => undefined,
    setHeadComponents: (components: ReactNode[]) => (head = components),
  })
  return head.filter(isValidElement) as StyleElement[]
}

const namesOf = (style: StyleElement) => style.props['data-emotion'].split(' ').slice(1)

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

  it('adds the styles of what mounts later, by their names, leaving out those the page has', async () => {
    const own = await headStyles()
    const [pageName] = own.flatMap(namesOf)
    const later = new Map([
      [pageName!, '.css-page{}'],
      ['flyout', '.css-flyout{transform:translateX(100%)}'],
      ['modal', '.css-modal{padding:2rem}'],
    ])
    const styles = await headStyles(later)
    expect(styles).toHaveLength(own.length + 1)
    const added = styles.at(-1)!
    expect(added.props['data-emotion']).toBe('css flyout modal')
    expect(added.props.dangerouslySetInnerHTML.__html).toBe(
      '.css-flyout{transform:translateX(100%)}.css-modal{padding:2rem}',
    )
    expect(added.props['data-s']).toBe('')
  })
})
