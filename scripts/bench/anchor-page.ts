import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { timedBuild } from './build-timing'

/**
 * The anchor: a bare Gatsby page (a heading, a paragraph and a link; no plugins, no styles) built with the
 * project's own Gatsby, React and react-dom. Lighthouse's simulated throttling multiplies what the host's CPU
 * does, so a figure like "TBT 40 ms" says as much about the machine as about the site. The anchor, measured in
 * the same run, is what Gatsby and React cost by themselves on this machine; the budgets are ratios to it.
 *
 * It is built in a temporary folder whose node_modules is a link to the project's: nothing is installed, and
 * the versions are the project's by construction (checked after the build, see verifyAnchorBuild).
 */
export interface FrameworkVersions {
  gatsby: string
  react: string
  reactDom: string
}

const installedVersion = (root: string, name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

/** The versions installed in the project's node_modules (not the ranges in package.json). */
export function installedFrameworkVersions(root: string): FrameworkVersions {
  return {
    gatsby: installedVersion(root, 'gatsby'),
    react: installedVersion(root, 'react'),
    reactDom: installedVersion(root, 'react-dom'),
  }
}

/**
 * An image for the anchor page to show under its link: a measured page's own LCP image, at the size that page
 * shows it (see lcp-image.ts). Under applied throttling every request waits its own 562.5 ms, so a page
 * whose largest element is an image fetched after the HTML pays at least that once more than the bare page; the
 * bare page with that image alone shows where that floor is.
 */
export interface AnchorImage {
  /** the file name under the anchor's static/ (served from the root) */
  name: string
  body: Buffer
  width: number
  height: number
}

// The image as gatsby-plugin-image writes an eager main image: sized, high priority, decoded at once (the
// lowercase attribute, because React 18 does not know fetchPriority).
const imageElement = (image: AnchorImage) => `
      <img
        src="/${image.name}"
        width={${image.width}}
        height={${image.height}}
        alt=""
        decoding="sync"
        {...{ fetchpriority: 'high' }}
        style={{ display: 'block', width: ${image.width}, height: ${image.height} }}
      />`

// Like Gatsby's own minimal starter: a plain <a>, classic JSX runtime (Gatsby's default), Head for the
// document's language, title and description (so Lighthouse's SEO and accessibility audits have what they need),
// and an empty icon: without it the browser asks for /favicon.ico, and the 404 in the console costs the
// anchor points in best practices that have nothing to do with Gatsby.
const indexPage = (image: AnchorImage | null) => `import * as React from 'react'
import type { HeadFC } from 'gatsby'

export default function IndexPage() {
  return (
    <main>
      <h1>A bare Gatsby page</h1>
      <p>One heading, one paragraph and one link: what Gatsby and React cost before a site adds anything.</p>
      <a href="https://www.gatsbyjs.com/docs/">Gatsby documentation</a>${image ? imageElement(image) : ''}
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>A bare Gatsby page</title>
    <meta name="description" content="The benchmark's anchor: a bare Gatsby page." />
    <link rel="icon" href="data:," />
  </>
)
`

/** The anchor site's files, by path relative to its folder. No gatsby-config: no plugins. */
export function anchorPageFiles(
  versions: FrameworkVersions,
  image: AnchorImage | null = null,
): Record<string, string | Buffer> {
  const packageJson = {
    name: 'bench-anchor',
    private: true,
    description: 'A bare Gatsby page: the benchmark measures the site against it.',
    dependencies: { gatsby: versions.gatsby, react: versions.react, 'react-dom': versions.reactDom },
  }
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'src/pages/index.tsx': indexPage(image),
    ...(image ? { [`static/${image.name}`]: image.body } : {}),
  }
}

/** Writes the anchor's files into `dir` and links `dir/node_modules` to the given node_modules folder. */
export function writeAnchorSite(
  dir: string,
  versions: FrameworkVersions,
  nodeModules: string,
  image: AnchorImage | null = null,
): void {
  for (const [relative, content] of Object.entries(anchorPageFiles(versions, image))) {
    const file = path.join(dir, relative)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir')
}

/**
 * Fails unless the built page is Gatsby's and React's of the given versions: Gatsby writes its version in the
 * page's generator meta tag, and React and react-dom write theirs into the framework chunk.
 */
export function verifyAnchorBuild(publicDir: string, versions: FrameworkVersions): void {
  const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8')
  const generator = /<meta name="generator" content="Gatsby ([^"]+)"/.exec(html)?.[1]
  if (generator !== versions.gatsby) {
    throw new Error(`The anchor was built with Gatsby ${generator ?? '(unknown)'}, not ${versions.gatsby}`)
  }
  const framework = readdirSync(publicDir).find((file) => /^framework-[\w]+\.js$/.test(file))
  if (!framework) throw new Error('The anchor build has no framework chunk (React and react-dom)')
  const code = readFileSync(path.join(publicDir, framework), 'utf8')
  for (const [name, version] of [
    ['react', versions.react],
    ['react-dom', versions.reactDom],
  ] as const) {
    if (!code.includes(`"${version}"`))
      throw new Error(`The anchor's framework chunk has no ${name} ${version}`)
  }
}

export interface AnchorSite {
  dir: string
  publicDir: string
  versions: FrameworkVersions
  buildSeconds: number
  remove(): void
}

/**
 * Writes the anchor (with an image under its link, if given) into a new temporary folder and builds it there
 * with the project's `gatsby build`.
 */
export async function buildAnchorSite(root: string, image: AnchorImage | null = null): Promise<AnchorSite> {
  const versions = installedFrameworkVersions(root)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-anchor-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    writeAnchorSite(dir, versions, path.join(root, 'node_modules'), image)
    const { seconds } = await timedBuild({}, dir)
    const publicDir = path.join(dir, 'public')
    verifyAnchorBuild(publicDir, versions)
    return { dir, publicDir, versions, buildSeconds: seconds, remove }
  } catch (error) {
    remove()
    throw error
  }
}
