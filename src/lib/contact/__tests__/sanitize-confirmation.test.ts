import { sanitizeConfirmation } from '../sanitize-confirmation'

const htmlOf = async (html: string) => {
  const result = await sanitizeConfirmation(html)
  if (!('html' in result)) throw new Error('DOMPurify did not load')
  return result.html
}

describe('sanitizeConfirmation (the CMS confirmation, cleaned in the browser)', () => {
  it('keeps text, site paths and the usual addresses, every link without access to this page', async () => {
    expect(
      await htmlOf(
        '<p>Bedankt! Lees <a href="/support">support</a>, <a href="https://www.knmt.nl/">KNMT</a> of <a href="mailto:info@example.nl">mail</a>.</p>',
      ),
    ).toBe(
      '<p>Bedankt! Lees <a rel="noopener noreferrer" href="/support">support</a>, <a rel="noopener noreferrer" href="https://www.knmt.nl/">KNMT</a> of <a rel="noopener noreferrer" href="mailto:info@example.nl">mail</a>.</p>',
    )
  })

  it.each(['//other.example/x', '/\\other.example/x', '/\t/other.example', 'javascript:alert(1)'])(
    'refuses the link %j (it would leave the site, or run)',
    async (href) => {
      expect(await htmlOf(`<p><a href="${href}">klik</a></p>`)).toBe('<p><a>klik</a></p>')
    },
  )

  it('removes what runs or styles', async () => {
    expect(await htmlOf('<p style="color:red" onclick="x()">Hoi<script>x()</script><img src=x></p>')).toBe(
      '<p>Hoi</p>',
    )
  })
})
