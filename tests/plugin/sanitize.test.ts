import { IFRAME_ALLOW, sanitiseCmsHtml } from '../../plugins/gatsby-source-wp-rest/src/normalize/sanitize'

const CMS = 'https://cms.example.nl'
const clean = (html: string) => sanitiseCmsHtml(html, [CMS])

describe('sanitiseCmsHtml', () => {
  it('removes scripts, styles and event handlers', () => {
    const html = clean(
      '<p onclick="steal()">Hallo<script>alert(1)</script><style>p{}</style></p><img src="https://x.nl/a.jpg" onerror="x()" alt="a">',
    )
    expect(html).toBe('<p>Hallo</p><img src="https://x.nl/a.jpg" alt="a" loading="lazy" decoding="async" />')
  })

  it('removes javascript: and data: URLs but keeps the link text', () => {
    expect(clean('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>')
    expect(clean('<a href="JaVaScRiPt:alert(1)">klik</a>')).toBe('<a>klik</a>')
    expect(clean('<img src="data:image/png;base64,AAAA" alt="x">')).toBe(
      '<img alt="x" loading="lazy" decoding="async" />',
    )
  })

  it('removes unknown embeds, forms and objects but keeps trusted video embeds', () => {
    expect(
      clean(
        '<iframe src="https://evil.example/x"></iframe><object data="x.swf"></object><form><input></form>',
      ),
    ).toBe('')
    expect(
      clean(
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" allowfullscreen></iframe>',
      ),
    ).toBe(
      `<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" allowfullscreen allow="${IFRAME_ALLOW}"></iframe>`,
    )
  })

  it('gives every embed the same allow list, whatever the editor wrote', () => {
    expect(
      clean('<iframe src="https://player.vimeo.com/video/1" allow="camera; microphone; payment"></iframe>'),
    ).toBe(`<iframe src="https://player.vimeo.com/video/1" allow="${IFRAME_ALLOW}"></iframe>`)
  })

  it("removes editors' ids and link names, which could clash with the app's own ids", () => {
    expect(clean('<h2 id="contact-input_1" class="wp-block-heading">Kop</h2><a name="menu">x</a>')).toBe(
      '<h2 class="wp-block-heading">Kop</h2><a>x</a>',
    )
  })

  it('keeps headings, lists, tables, images and WordPress block markup', () => {
    const html =
      '<h2 class="wp-block-heading">Kop</h2><ul class="wp-block-list"><li>Een</li></ul>' +
      '<figure class="wp-block-table"><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table></figure>' +
      '<figure class="wp-block-image size-large"><img src="https://cms.example.nl/wp-content/uploads/a.jpg" alt="Scherm" width="800" height="500" loading="lazy" decoding="async" /><figcaption>Bijschrift</figcaption></figure>'
    expect(clean(html)).toBe(html.replace('https://cms.example.nl/wp-content', '/wp-content'))
  })

  it('turns inline images on the CMS into site paths (the build publishes them), srcset included', () => {
    expect(
      clean(
        `<img src="${CMS}/wp-content/uploads/a.jpg" srcset="${CMS}/wp-content/uploads/a-300.jpg 300w, https://cdn.example/b.jpg 600w" alt="A">`,
      ),
    ).toBe(
      '<img src="/wp-content/uploads/a.jpg" srcset="/wp-content/uploads/a-300.jpg 300w, https://cdn.example/b.jpg 600w" alt="A" loading="lazy" decoding="async" />',
    )
  })

  it('lets inline images load when they come near the screen, unless the editor asked for them at once', () => {
    expect(clean('<img src="/a.jpg" alt="A">')).toBe(
      '<img src="/a.jpg" alt="A" loading="lazy" decoding="async" />',
    )
    expect(clean('<img src="/a.jpg" alt="A" loading="eager" decoding="sync">')).toBe(
      '<img src="/a.jpg" alt="A" loading="eager" decoding="async" />',
    )
    expect(clean('<img src="/a.jpg" alt="A" loading="soon">')).toBe(
      '<img src="/a.jpg" alt="A" loading="lazy" decoding="async" />',
    )
  })

  it('drops WordPress block comments and inline styles', () => {
    expect(
      clean(
        '<!-- wp:paragraph --><p style="color:red" class="has-text-align-center">Tekst</p><!-- /wp:paragraph -->',
      ),
    ).toBe('<p class="has-text-align-center">Tekst</p>')
  })

  it('turns links to the CMS into site paths and leaves other addresses alone', () => {
    expect(clean(`<a href="${CMS}/producten-en-diensten/qbridge/">Qbridge</a>`)).toBe(
      '<a href="/producten-en-diensten/qbridge">Qbridge</a>',
    )
    expect(clean('<a href="https://www.knmt.nl/">KNMT</a>')).toBe('<a href="https://www.knmt.nl/">KNMT</a>')
    expect(clean('<a href="mailto:info@example.nl">mail</a>')).toBe(
      '<a href="mailto:info@example.nl">mail</a>',
    )
  })

  it('adds rel="noopener noreferrer" to links with any target, replacing the editor\'s rel', () => {
    expect(clean('<a href="https://www.knmt.nl/" target="_blank">KNMT</a>')).toBe(
      '<a href="https://www.knmt.nl/" target="_blank" rel="noopener noreferrer">KNMT</a>',
    )
    expect(clean('<a href="https://www.knmt.nl/" target="knmt" rel="opener">KNMT</a>')).toBe(
      '<a href="https://www.knmt.nl/" target="knmt" rel="noopener noreferrer">KNMT</a>',
    )
    expect(clean('<a href="/contact" rel="nofollow">Contact</a>')).toBe(
      '<a href="/contact" rel="nofollow">Contact</a>',
    )
  })
})

describe('classes: only those of WordPress block markup', () => {
  it('keeps the block classes the content uses', () => {
    const html =
      '<h2 class="wp-block-heading">Kop</h2><ul class="wp-block-list"><li>x</li></ul>' +
      '<figure class="wp-block-table has-fixed-layout"><table><tbody><tr><td>1</td></tr></tbody></table></figure>' +
      '<figure class="wp-block-image size-large aligncenter"><img class="wp-image-574" src="/a.jpg" alt="" loading="lazy" decoding="async" />' +
      '<figcaption class="wp-element-caption">B</figcaption></figure><blockquote class="wp-block-quote"><p class="has-text-align-center">C</p></blockquote>'
    expect(clean(html)).toBe(html)
  })

  it.each([
    ['a site class', '<div class="full-width">x</div>', '<div>x</div>'],
    [
      'an Emotion class',
      '<div class="css-1x2y3z wp-block-group">x</div>',
      '<div class="wp-block-group">x</div>',
    ],
    ['the offline page logo', '<span class="logo">x</span>', '<span>x</span>'],
    ['a made-up size', '<figure class="size-overlay">x</figure>', '<figure>x</figure>'],
    [
      'a wp-image that is no id',
      '<img class="wp-image-x" src="/a.jpg"/>',
      '<img src="/a.jpg" loading="lazy" decoding="async" />',
    ],
  ])('drops %s', (_kind, html, expected) => {
    expect(clean(html)).toBe(expected)
  })
})
