import { classifyLink } from '../links'
import { notFoundMessage } from '../not-found'
import { absoluteUrl, pathSegments, withoutTrailingSlash } from '../paths'

describe('path helpers', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(withoutTrailingSlash('/over-ons/')).toBe('/over-ons')
    expect(withoutTrailingSlash('/')).toBe('/')
    expect(withoutTrailingSlash('')).toBe('/')
  })

  it('splits segments and builds absolute URLs', () => {
    expect(pathSegments('/a/b/')).toEqual(['a', 'b'])
    expect(absoluteUrl('https://www.example.nl/', '/contact')).toBe('https://www.example.nl/contact')
    expect(absoluteUrl('https://www.example.nl', '/')).toBe('https://www.example.nl/')
  })
})

describe('classifyLink', () => {
  it.each([
    ['/producten-en-diensten/qbridge', null, { kind: 'internal', to: '/producten-en-diensten/qbridge' }],
    ['/support', '_blank', { kind: 'external', href: '/support', newTab: true }],
    [
      'mailto:helpdesk@example.nl',
      '',
      { kind: 'external', href: 'mailto:helpdesk@example.nl', newTab: false },
    ],
    ['https://www.knmt.nl/', '_blank', { kind: 'external', href: 'https://www.knmt.nl/', newTab: true }],
    ['//evil.example/x', null, { kind: 'external', href: '//evil.example/x', newTab: false }],
    ['#', null, { kind: 'toggle' }],
  ])('%s (target %s)', (url, target, expected) => {
    expect(classifyLink(url, target)).toEqual(expected)
  })
})

describe('notFoundMessage', () => {
  const parents = new Set(['/werken-bij', '/over-ons', '/producten-en-diensten/qbridge'])
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

  it('names the path of an unmatched route', () => {
    expect(notFoundMessage(at('/bestaat-niet'), parents)).toBe('Page not found: /bestaat-niet')
    expect(notFoundMessage(at('/onbekend/kind'), parents)).toBe('Page not found: /onbekend/kind')
  })

  it('names the full path when a child route fails its validity check', () => {
    expect(notFoundMessage(at('/over-ons/cultuur', '?a=1', '#x'), parents)).toBe(
      'Page Not Found: /over-ons/cultuur?a=1#x',
    )
    expect(notFoundMessage(at('/producten-en-diensten/qbridge/sms/'), parents)).toBe(
      'Page Not Found: /producten-en-diensten/qbridge/sms/',
    )
  })
})
