import { lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ComponentType } from 'react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  anchorPageFiles,
  installedFrameworkVersions,
  verifyAnchorBuild,
  writeAnchorSite,
  type FrameworkVersions,
} from '../../scripts/bench/anchor-page'

const ROOT = path.resolve(__dirname, '../..')
const versions: FrameworkVersions = { gatsby: '5.16.1', react: '18.3.1', reactDom: '18.3.1' }

describe('the anchor page (a bare Gatsby page)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'anchor-test-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the versions installed in the project, not the ranges in package.json', () => {
    const installed = installedFrameworkVersions(ROOT)
    const installedVersion = (name: string) =>
      (
        JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string
        }
      ).version
    expect(installed).toEqual({
      gatsby: installedVersion('gatsby'),
      react: installedVersion('react'),
      reactDom: installedVersion('react-dom'),
    })
    expect(installed.gatsby).toMatch(/^5\.\d+\.\d+$/)
    expect(installed.react).toMatch(/^18\.\d+\.\d+$/)
  })

  it('is one page and a package.json naming those versions: no gatsby-config, so no plugins', () => {
    const files = anchorPageFiles(versions)
    expect(Object.keys(files).sort()).toEqual(['package.json', 'src/pages/index.tsx'])
    expect(JSON.parse(String(files['package.json']))).toMatchObject({
      dependencies: { gatsby: '5.16.1', react: '18.3.1', 'react-dom': '18.3.1' },
    })
  })

  it('writes the files and links node_modules to the project’s, so nothing is installed', () => {
    writeAnchorSite(dir, versions, path.join(ROOT, 'node_modules'))
    expect(lstatSync(path.join(dir, 'node_modules')).isSymbolicLink()).toBe(true)
    expect(realpathSync(path.join(dir, 'node_modules'))).toBe(realpathSync(path.join(ROOT, 'node_modules')))
    expect(readFileSync(path.join(dir, 'src/pages/index.tsx'), 'utf8')).toBe(
      anchorPageFiles(versions)['src/pages/index.tsx'],
    )
  })

  it('renders a heading, a paragraph and a link, with a language, title and description in its Head', () => {
    writeAnchorSite(dir, versions, path.join(ROOT, 'node_modules'))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page is written at run time
    const page = require(path.join(dir, 'src/pages/index.tsx')) as {
      default: ComponentType
      Head: ComponentType
    }
    const body = renderToStaticMarkup(createElement(page.default))
    expect(body.match(/<(h1|p|a)\b/g)).toEqual(['<h1', '<p', '<a'])
    expect(body).toMatch(/<a href="https:\/\/[^"]+">[^<]+<\/a>/)
    const head = renderToStaticMarkup(createElement(page.Head))
    expect(head).toMatch(/<html lang="en"/)
    expect(head).toMatch(/<title>[^<]+<\/title>/)
    expect(head).toMatch(/<meta name="description" content="[^"]+"/)
    expect(head).toContain('<link rel="icon" href="data:,"/>')
  })

  it('shows a given image under its link, at the given size and high priority, and serves it from static/', () => {
    const image = { name: 'lcp-image.avif', body: Buffer.from('an image'), width: 380, height: 228 }
    writeAnchorSite(dir, versions, path.join(ROOT, 'node_modules'), image)
    expect(readFileSync(path.join(dir, 'static/lcp-image.avif'), 'utf8')).toBe('an image')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page is written at run time
    const page = require(path.join(dir, 'src/pages/index.tsx')) as { default: ComponentType }
    const body = renderToStaticMarkup(createElement(page.default))
    expect(body.match(/<(h1|p|a|img)\b/g)).toEqual(['<h1', '<p', '<a', '<img'])
    expect(body).toMatch(
      /<img src="\/lcp-image\.avif" width="380" height="228" alt="" decoding="sync" fetchpriority="high"/,
    )
  })

  describe('checking that a build is of the project’s versions', () => {
    const fakeBuild = (generator: string, framework: string) => {
      mkdirSync(path.join(dir, 'public'))
      writeFileSync(
        path.join(dir, 'public/index.html'),
        `<html><head><meta name="generator" content="Gatsby ${generator}"/></head></html>`,
      )
      writeFileSync(path.join(dir, 'public/framework-0123abcd.js'), framework)
      return path.join(dir, 'public')
    }
    const reactCode = 'n.version="18.3.1";e.exports={version:"18.3.1",rendererPackageName:"react-dom"}'

    it('accepts Gatsby’s generator tag and React’s versions in the framework chunk', () => {
      expect(() => verifyAnchorBuild(fakeBuild('5.16.1', reactCode), versions)).not.toThrow()
    })

    it('refuses another Gatsby', () => {
      expect(() => verifyAnchorBuild(fakeBuild('5.15.0', reactCode), versions)).toThrow(/Gatsby 5\.15\.0/)
    })

    it('refuses another React', () => {
      expect(() => verifyAnchorBuild(fakeBuild('5.16.1', 'n.version="18.2.0"'), versions)).toThrow(
        /react 18\.3\.1/,
      )
    })
  })
})
