import { asPcre, contactContract } from '../contact-contract'
import { isPhoneNumber, PHONE_CHARACTERS } from '../contact-fields'

describe("the contact form's contract with the CMS", () => {
  it('gives the phone pattern as PCRE between slashes, the same pattern', () => {
    const { pattern } = contactContract().phone
    expect(pattern).toBe(`/${PHONE_CHARACTERS.source}/`)
    const copy = new RegExp(pattern.slice(1, -1))
    for (const value of ['0612345678', '+31 (0)6 1234 5678', '088 - 123 45 67', 'bel me', '06/12345678'])
      expect(copy.test(value)).toBe(PHONE_CHARACTERS.test(value))
  })

  it('keeps a slash inside a pattern escaped, and refuses flags PCRE would read otherwise', () => {
    expect(asPcre(/a\/b/)).toBe('/a\\/b/')
    expect(asPcre(new RegExp('a/b'))).toBe('/a\\/b/')
    expect(() => asPcre(/a/i)).toThrow('takes no flags')
  })

  it('counts a phone number’s digits as the CMS does: 10 to 15', () => {
    expect(isPhoneNumber('061234567')).toBe(false)
    expect(isPhoneNumber('0612345678')).toBe(true)
    expect(isPhoneNumber('+31 6 1234 5678 90')).toBe(true)
    expect(isPhoneNumber('0612345678901234')).toBe(false)
  })

  it("sends the site's own confirmation", () => {
    expect(contactContract().confirmation).toBe(
      '<p>Bedankt voor uw bericht. We nemen binnen twee werkdagen contact met u op.</p>',
    )
  })
})
