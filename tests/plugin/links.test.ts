import { permalinkPath, toSitePath, trimPath } from '../../plugins/gatsby-source-wp-rest/src/normalize/links'
import { plainText } from '../../plugins/gatsby-source-wp-rest/src/normalize/text'

const addresses = ['https://cms.example.nl', 'https://www.example.nl']

describe('toSitePath', () => {
  it.each([
    [
      'https://cms.example.nl/producten-en-diensten/exquise-next-generation/',
      '/producten-en-diensten/exquise-next-generation',
    ],
    ['https://www.example.nl/over-ons/', '/over-ons'],
    ['https://cms.example.nl/', '/'],
    ['https://cms.example.nl', '/'],
    ['https://cms.example.nl/agenda/?type=webinar#lijst', '/agenda?type=webinar#lijst'],
  ])('%s → %s', (url, path) => {
    expect(toSitePath(url, addresses)).toBe(path)
  })

  it.each([
    '#',
    'mailto:info@example.nl',
    'tel:+31881234567',
    'https://www.knmt.nl/',
    'https://cms.example.nl.evil.com/x/',
  ])('leaves %s unchanged', (url) => {
    expect(toSitePath(url, addresses)).toBe(url)
  })
})

describe('trimPath and permalinkPath', () => {
  it('removes trailing slashes', () => {
    expect(trimPath('/vacatures/developer///')).toBe('/vacatures/developer')
    expect(trimPath('')).toBe('/')
  })

  it('takes the path of a permalink on another host', () => {
    expect(permalinkPath('https://elsewhere.example/concepten/cloud/', addresses)).toBe('/concepten/cloud')
  })
})

describe('plainText', () => {
  it('decodes entities and strips tags from rendered titles', () => {
    expect(plainText('Exquiray &#8211; r&ouml;ntgen &amp; <em>meer</em>')).toBe('Exquiray – röntgen & meer')
  })
})
