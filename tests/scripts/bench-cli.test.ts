import { optionValue, runsOption } from '../../scripts/bench/cli'

describe("the bench's command line", () => {
  it('reads the word after an option, empty when nothing follows, null when the option is not there', () => {
    expect(optionValue(['--only', 'home'], '--only')).toBe('home')
    expect(optionValue(['--only'], '--only')).toBe('')
    expect(optionValue(['--quick'], '--only')).toBeNull()
  })

  it('takes --runs as a whole number of at least 1, and the fallback without it', () => {
    expect(runsOption([], 5)).toBe(5)
    expect(runsOption(['--runs', '7'], 3)).toBe(7)
    for (const bad of ['', '0', '-1', '1.5', 'three', 'NaN', 'Infinity']) {
      expect(() => runsOption(['--runs', bad], 3)).toThrow('--runs needs a whole number of at least 1')
    }
    expect(() => runsOption(['--runs'], 3)).toThrow('--runs needs a whole number of at least 1')
  })
})
