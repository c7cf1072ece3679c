import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IMAGES } from '../../scripts/demo-images/catalogue'
import { buildSvg } from '../../scripts/demo-images/draw'
import { render } from '../../scripts/demo-images/render'

/**
 * The demo images in the snapshot are the generator's output (`npm run images:generate`): each one drawn and
 * written again is the committed file, byte for byte. A change to a drawing or to how it is written that would
 * change an image fails here until the images are generated again.
 */
const UPLOADS = path.resolve(__dirname, '../../content/snapshot/wp-content/uploads/2026/10')

describe('the demo images', () => {
  it('have a name each', () => {
    expect(new Set(IMAGES.map(({ name }) => name)).size).toBe(IMAGES.length)
  })

  it('are drawn the same way every time', () => {
    const [first] = IMAGES
    expect(buildSvg(first!)).toBe(buildSvg(first!))
  })

  it.each(IMAGES.map((spec) => [spec.name, spec] as const))(
    '%s.jpg is what the generator writes',
    async (name, spec) => {
      const committed = readFileSync(path.join(UPLOADS, `${name}.jpg`))
      expect((await render(spec)).equals(committed)).toBe(true)
    },
  )
})
