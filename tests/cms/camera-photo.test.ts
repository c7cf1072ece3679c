import sharp from 'sharp'
import { adminAuthorization, asAdmin, CMS_URL } from '../helpers/local-cms'
import { adminPage } from '../helpers/wp-admin'

/**
 * An editor's camera photo, as the block editor uploads it: about 11 MB and 6000 × 4000 pixels, which PHP's
 * defaults (2 MB) refuse and WordPress must scale in memory (cms.sh starts PHP with the limits for it).
 */
describe('the local CMS takes a camera photo', () => {
  it('says it accepts uploads up to 20 MB', async () => {
    expect(await adminPage('media-new.php')).toMatch(/\b20 MB\b/)
  })

  it('stores an 11 MB photo of 6000 × 4000 pixels and scales it for the web', async () => {
    // Noise does not compress: a photo's size in bytes at a photo's size in pixels.
    const photo = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer()
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024)
    const response = await fetch(`${CMS_URL}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        authorization: adminAuthorization(),
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="camera-foto.jpg"',
      },
      body: new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
    })
    const media = (await response.json()) as {
      id: number
      media_details: {
        width: number
        height: number
        original_image?: string
        sizes: Record<string, unknown>
      }
    }
    try {
      expect(response.status).toBe(201)
      // WordPress keeps the original and serves a copy of at most 2560 pixels, with the usual smaller sizes.
      expect(media.media_details).toMatchObject({ width: 2560, original_image: 'camera-foto.jpg' })
      expect(Object.keys(media.media_details.sizes)).toEqual(expect.arrayContaining(['large', 'medium']))
    } finally {
      if (media.id) await asAdmin(`/wp/v2/media/${media.id}?force=true`, { method: 'DELETE' })
    }
  })
})
