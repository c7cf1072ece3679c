/** @jest-environment node */
import { JSDOM } from 'jsdom'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  SCRIPTS_AFTER_FIRST_PAINT_ID,
  SCRIPTS_AFTER_FIRST_PAINT_SCRIPT,
  scriptsAfterFirstPaint,
} from '../../src/build/scripts-after-first-paint'
import { GATSBY_SCRIPTS_SLICE_ID } from '../../src/lib/gatsby-internals'

/** Gatsby's slice as static-entry.js puts it into the body: an element that renders the slice's placeholders. */
const SliceRenderer = ({ sliceId }: { sliceId: string }) =>
  createElement('slice-start', { id: `${sliceId}-1` })
const scriptsSlice = createElement(SliceRenderer, { key: 'scripts', sliceId: GATSBY_SCRIPTS_SLICE_ID })
const pageLoader = <script key="loader" id="gatsby-script-loader" />
const later = <div key="later" id="later" />

describe("the build holds Gatsby's scripts back until the first paint", () => {
  it('puts the slice into a <template>, with the script that starts it after it, in its place', () => {
    const html = renderToStaticMarkup(<>{scriptsAfterFirstPaint([pageLoader, scriptsSlice, later])}</>)
    expect(html).toBe(
      `<script id="gatsby-script-loader"></script>` +
        `<template id="${SCRIPTS_AFTER_FIRST_PAINT_ID}"><slice-start id="_gatsby-scripts-1"></slice-start></template>` +
        `<script>${SCRIPTS_AFTER_FIRST_PAINT_SCRIPT}</script><div id="later"></div>`,
    )
  })

  it.each([
    ['no slice', [pageLoader, later]],
    ['another slice', [createElement(SliceRenderer, { key: 's', sliceId: 'footer' })]],
    ['nothing', []],
  ])('fails the build when the body has %s: Gatsby changed how it writes its scripts', (_, body) => {
    expect(() => scriptsAfterFirstPaint(body)).toThrow(`no slice "${GATSBY_SCRIPTS_SLICE_ID}"`)
  })
})

describe('the script that starts them', () => {
  /** A page with the held scripts, shown or not (`visibility`), whose frames and timers the test runs. */
  function page(visibility: DocumentVisibilityState) {
    const dom = new JSDOM(
      `<main>page</main><template id="${SCRIPTS_AFTER_FIRST_PAINT_ID}">` +
        '<script src="/framework-1.js" async></script><script src="/app-1.js" async></script></template>',
      { runScripts: 'outside-only' },
    )
    const { window } = dom
    const frames: Array<() => void> = []
    const timers: Array<() => void> = []
    Object.defineProperty(window.document, 'visibilityState', { value: visibility })
    Object.assign(window, {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    })
    window.eval(SCRIPTS_AFTER_FIRST_PAINT_SCRIPT)
    const started = () =>
      [...window.document.body.querySelectorAll(':scope > script')].map((s) => s.getAttribute('src'))
    const runAll = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback())
    return { started, frames, paintFrame: () => runAll(frames), runTimers: () => runAll(timers) }
  }

  it('in a page that is shown: after the first frame has been painted, not before', () => {
    const shown = page('visible')
    expect(shown.started()).toEqual([])
    shown.paintFrame()
    expect(shown.started()).toEqual([])
    shown.runTimers()
    expect(shown.started()).toEqual(['/framework-1.js', '/app-1.js'])
  })

  it('in a page that is not shown (a background tab, a prerender): at once', () => {
    const hidden = page('hidden')
    expect(hidden.frames).toEqual([])
    expect(hidden.started()).toEqual(['/framework-1.js', '/app-1.js'])
  })
})
