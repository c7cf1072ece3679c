import type { GatsbyConfig, PluginOptions } from 'gatsby'
import { LIST_TYPES } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import { createPreviewSource } from '../../plugins/gatsby-source-wp-rest/src/preview/preview-source'
import { startFakeCms, type FakeCms } from './support/fake-cms'
import { testPluginOptionsSchema } from 'gatsby-plugin-utils'
import { resolveSettings } from '../../plugins/gatsby-source-wp-rest/src/plugin-options'
import { pluginOptionsSchema } from '../../plugins/gatsby-source-wp-rest/src/plugin-options-schema'
import {
  credentialsProblem,
  previewRefusal,
} from '../../plugins/gatsby-source-wp-rest/src/preview/preview-guard'
import {
  hasRevisions,
  isPublished,
  previewItem,
  previewLink,
} from '../../plugins/gatsby-source-wp-rest/src/preview/preview-item'

const CMS = 'https://cms.example.nl'
const draft = {
  id: 1054,
  status: 'draft',
  slug: '',
  link: `${CMS}/?post_type=products&p=1054`,
  permalink_template: `${CMS}/producten-en-diensten/%pagename%/`,
  modified: '2026-11-23T10:00:00',
  title: { raw: 'Nieuw', rendered: 'Nieuw' },
}

describe('the preview of an item', () => {
  it('gives a draft without a slug a stable address from its id, under its parents', () => {
    expect(previewLink(draft)).toBe(`${CMS}/producten-en-diensten/concept-1054/`)
    const child = { ...draft, permalink_template: `${CMS}/over-ons/%pagename%/`, slug: 'team' }
    expect(previewLink(child)).toBe(`${CMS}/over-ons/team/`)
  })

  it('keeps the own link of a published item', () => {
    expect(previewLink({ ...draft, status: 'publish' })).toBeNull()
    expect(previewItem({ ...draft, status: 'publish' })).toMatchObject({ link: draft.link })
  })

  it('shows the newest autosave when it is newer than the item, with its time as the version', () => {
    const older = {
      modified: '2026-11-23T09:00:00',
      title: { rendered: 'Oud' },
      content: { rendered: '<p>oud</p>' },
    }
    const newer = {
      modified: '2026-11-23T11:00:00',
      title: { rendered: 'Nieuwer' },
      content: { rendered: '<p>nieuw</p>' },
    }
    const shown = previewItem({ ...draft, status: 'publish' }, [older, newer]) as Record<string, unknown>
    expect(shown).toMatchObject({ modified: newer.modified, title: newer.title, content: newer.content })
    expect(previewItem({ ...draft, status: 'publish' }, [older])).toMatchObject({ title: draft.title })
  })

  it('asks for autosaves only of items WordPress counts revisions for', () => {
    expect(hasRevisions({ _links: { 'version-history': [{ count: 0 }] } })).toBe(false)
    expect(hasRevisions({ _links: { 'version-history': [{ count: 2 }] } })).toBe(true)
    expect(hasRevisions({})).toBe(true)
  })

  it('lets a production build keep published items only', () => {
    expect(isPublished({ status: 'publish' })).toBe(true)
    expect(isPublished({})).toBe(true) // the snapshot's index entries carry no status
    for (const status of ['draft', 'pending', 'future', 'private'])
      expect(isPublished({ status })).toBe(false)
  })
})

describe('the preview guard', () => {
  it('allows preview settings in gatsby develop only', () => {
    expect(previewRefusal('develop')).toBeNull()
    expect(previewRefusal('build')).toContain('never includes unpublished content')
    expect(previewRefusal(undefined)).not.toBeNull()
  })

  it("sends an editor's login over HTTPS, or over HTTP to this machine only", () => {
    expect(credentialsProblem('https://cms.example.nl')).toBeNull()
    expect(credentialsProblem('http://127.0.0.1:8881')).toBeNull()
    expect(credentialsProblem('http://cms.example.nl')).toContain('https:')
  })
})

describe("the preview's login", () => {
  const options = { plugins: [] } as unknown as PluginOptions
  const login = { CMS_PREVIEW_USER: 'voorvertoning', CMS_PREVIEW_PASSWORD: 'abcd efgh ijkl mnop' }

  it('is read from the environment by the plugin itself', () => {
    const settings = resolveSettings(options, { ...login, PREVIEW_STATE_FILE: '/tmp/state.json' })
    const expected = `Basic ${Buffer.from('voorvertoning:abcd efgh ijkl mnop').toString('base64')}`
    expect(settings.preview).toEqual({ authorization: expected, stateFile: '/tmp/state.json' })
    expect(settings.http.authorization).toBe(expected)
    expect(resolveSettings(options, { CMS_PREVIEW_USER: 'voorvertoning' }).preview).toBeNull()
    expect(resolveSettings(options, {}).http.authorization).toBeUndefined()
  })

  it('is never a plugin option (develop shows plugin options in GraphQL), nor part of the CMS address', async () => {
    if (!pluginOptionsSchema) throw new Error('the plugin has no options schema')
    const schema = pluginOptionsSchema
    const refused = await testPluginOptionsSchema(schema, {
      preview: { user: 'voorvertoning', password: 'geheim' },
    })
    expect(refused.isValid).toBe(false)
    expect(refused.errors.join(' ')).toContain('CMS_PREVIEW_PASSWORD')
    const inAddress = await testPluginOptionsSchema(schema, {
      baseUrl: 'https://voorvertoning:geheim@cms.example.nl',
    })
    expect(inAddress.isValid).toBe(false)
    for (const baseUrl of [
      'https://cms.example.nl',
      'http://127.0.0.1:8881/',
      'https://example.nl/cms/wp-json',
    ]) {
      expect((await testPluginOptionsSchema(schema, { baseUrl })).isValid).toBe(true)
    }
  })

  it('is not in the options the site gives the plugin, with the login in the environment', async () => {
    const previous = { ...process.env }
    Object.assign(process.env, login)
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const config = (require('../../gatsby-config') as { default: GatsbyConfig }).default
        const text = JSON.stringify(config.plugins)
        expect(text).not.toContain(login.CMS_PREVIEW_PASSWORD)
        expect(text).not.toContain(login.CMS_PREVIEW_USER)
      })
    } finally {
      process.env = previous
    }
  })
})

describe('a production build with the preview’s login', () => {
  it('stops before reading anything, saying the login is for the preview only', async () => {
    const previous = { ...process.env }
    Object.assign(process.env, {
      CMS_PREVIEW_USER: 'voorvertoning',
      CMS_PREVIEW_PASSWORD: 'abcd efgh ijkl mnop',
      gatsby_executing_command: 'build',
    })
    const panics: unknown[] = []
    const reporter = {
      setErrorMap: () => undefined,
      panic: (error: unknown) => panics.push(error),
      activityTimer: () => {
        throw new Error('sourcing started')
      },
    }
    try {
      const { sourceNodes } = await import('../../plugins/gatsby-source-wp-rest/src/source-nodes')
      const args = { reporter, cache: {} } as unknown as Parameters<NonNullable<typeof sourceNodes>>[0]
      const options = { plugins: [], baseUrl: 'http://127.0.0.1:1' } as unknown as PluginOptions
      await sourceNodes?.(args, options, () => undefined)
    } finally {
      process.env = previous
    }
    expect(JSON.stringify(panics)).toContain('never includes unpublished content')
  })
})

describe('a draft its editor has not named yet', () => {
  it('previews at its stable address as "(geen titel)", and passes the build’s checks', () => {
    const item = previewItem({ ...draft, title: { raw: '', rendered: '' } }) as Record<string, unknown>
    expect(item).toMatchObject({ slug: 'concept-1054', title: { rendered: '(geen titel)' } })
  })

  it('keeps a title its newer autosave gives it', () => {
    const autosave = { modified: '2026-11-23T11:00:00', title: { rendered: 'Bijna klaar' } }
    const item = previewItem({ ...draft, title: { rendered: '' } }, [autosave]) as Record<string, unknown>
    expect(item.title).toEqual({ rendered: 'Bijna klaar' })
  })
})

describe('the preview source', () => {
  let cms: FakeCms | undefined
  afterEach(() => cms?.close())

  it('reads an item deleted between its list and its autosaves as one without autosaves', async () => {
    const item = { ...draft, id: 1119, slug: 'weg', _links: {} }
    cms = await startFakeCms((url) => {
      if (url.pathname.endsWith('/autosaves'))
        return { status: 404, body: { message: 'Invalid post parent ID.' } }
      const list = url.pathname === '/wp-json/wp/v2/products' ? [item] : []
      return { body: list, headers: { 'x-wp-total': String(list.length), 'x-wp-totalpages': '1' } }
    })
    const source = createPreviewSource(cms.url, { timeoutMs: 2_000, retries: 0, backoffMs: 10 }, 2)
    const products = LIST_TYPES.find((type) => type.restType === 'products')!
    await expect(source.list(products)).resolves.toEqual([expect.objectContaining({ id: 1119 })])
  })
})
