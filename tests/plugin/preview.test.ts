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
