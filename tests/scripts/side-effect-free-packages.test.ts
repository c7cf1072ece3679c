import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Actions, CreateWebpackConfigArgs } from 'gatsby'
import {
  markSideEffectFreePackages,
  packagePath,
  SIDE_EFFECT_FREE_PACKAGES,
} from '../../src/build/side-effect-free-packages'

const packageJson = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { sideEffects?: unknown }

describe('packages marked side-effect free for webpack', () => {
  it('gives webpack one rule per package, matching where the package is installed', () => {
    const setWebpackConfig = jest.fn()
    const args = { stage: 'build-javascript', actions: { setWebpackConfig } as unknown as Actions }
    void markSideEffectFreePackages?.(
      args as unknown as CreateWebpackConfigArgs,
      { plugins: [] },
      () => undefined,
    )
    const rules = (
      setWebpackConfig.mock.calls[0]![0] as { module: { rules: { test: RegExp; sideEffects: boolean }[] } }
    ).module.rules
    expect(rules).toHaveLength(SIDE_EFFECT_FREE_PACKAGES.length)
    for (const [index, name] of SIDE_EFFECT_FREE_PACKAGES.entries()) {
      expect(rules[index]!.sideEffects).toBe(false)
      expect(rules[index]!.test.test(require.resolve(name))).toBe(true)
      expect(packagePath(name).test(path.join('node_modules', `${name}-other`, 'index.js'))).toBe(false)
    }
  })

  // Tripwires: when an upgrade changes either fact, the rule is no longer needed (or no longer enough).
  it('is needed: @emotion/react imports hoist-non-react-statics bare, and that package does not declare itself free', () => {
    const emotionEntry = readFileSync(
      path.join(
        path.dirname(require.resolve('@emotion/react/package.json')),
        'dist/emotion-react.browser.esm.js',
      ),
      'utf8',
    )
    expect(emotionEntry).toContain("import 'hoist-non-react-statics';")
    expect(packageJson('hoist-non-react-statics').sideEffects).toBeUndefined()
  })

  it('is needed: gatsby-plugin-manifest imports a CommonJS helper that requires all of gatsby, and does not declare itself free', () => {
    const manifestDir = path.dirname(require.resolve('gatsby-plugin-manifest/package.json'))
    const browserEntry = readFileSync(path.join(manifestDir, 'gatsby-browser.js'), 'utf8')
    expect(browserEntry).toContain('import getManifestForPathname from "./get-manifest-pathname";')
    expect(browserEntry).toContain('if (__MANIFEST_PLUGIN_HAS_LOCALISATION__) {')
    const helper = readFileSync(path.join(manifestDir, 'get-manifest-pathname.js'), 'utf8')
    expect(helper).toContain('require("gatsby")')
    expect(packageJson('gatsby-plugin-manifest').sideEffects).toBeUndefined()
  })
})
