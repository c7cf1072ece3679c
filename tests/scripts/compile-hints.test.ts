import type { CreateWebpackConfigArgs } from 'gatsby'
import { addCompileHints, COMPILE_HINT, EAGERLY_COMPILED_CHUNKS } from '../../src/build/compile-hints'

function configFor(stage: string) {
  const setWebpackConfig = jest.fn()
  const banner = jest.fn((options: unknown) => ({ bannerPlugin: options }))
  const args = { stage, actions: { setWebpackConfig }, plugins: { banner } }
  void addCompileHints?.(args as unknown as CreateWebpackConfigArgs, { plugins: [] }, () => undefined)
  return { setWebpackConfig, banner }
}

describe("V8's compile hint on the first load's chunks", () => {
  it('adds it to the browser build, raw, after minification and before the source maps', () => {
    const { setWebpackConfig, banner } = configFor('build-javascript')
    expect(banner).toHaveBeenCalledWith({
      banner: COMPILE_HINT,
      raw: true,
      test: EAGERLY_COMPILED_CHUNKS,
      stage: 499,
    })
    expect(setWebpackConfig).toHaveBeenCalledWith({ plugins: [banner.mock.results[0]!.value] })
  })

  it('leaves the other builds (server rendering, develop) alone', () => {
    for (const stage of ['build-html', 'develop', 'develop-html']) {
      expect(configFor(stage).setWebpackConfig).not.toHaveBeenCalled()
    }
  })

  it('names the framework, app and web-vitals chunks, and those of the controls fetched when idle, only', () => {
    for (const chunk of ['framework', 'app', 'web-vitals', 'menu-flyout', 'contact-modal', 'contact-form'])
      expect(EAGERLY_COMPILED_CHUNKS.test(`${chunk}-fe83d8ed2b25208387d6.js`)).toBe(true)
    for (const other of [
      'app-6fcd46735aa80178ae6e.js.map',
      'component---src-templates-home-tsx-02d69a2c63dfce231281.js',
      'webpack-runtime-82467a2b0fde9ecd7749.js',
      '730-515ab422ae000238e649.js',
      'contact-form-fe83d8ed2b25208387d6.js.map',
      'component---src-components-contact-form-tsx-02d69a2c63dfce231281.js',
    ])
      expect(EAGERLY_COMPILED_CHUNKS.test(other)).toBe(false)
  })
})
