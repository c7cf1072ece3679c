import { shareImage } from '../share-image'

describe('the image a shared link shows', () => {
  it('is the item’s image when the build has it', () => {
    expect(shareImage({ url: 'https://cms.example/a.png', gatsbyImageData: { width: 10 } })).toBe(
      'https://cms.example/a.png',
    )
    expect(shareImage({ url: 'https://cms.example/a.png' })).toBe('https://cms.example/a.png')
  })

  it('is none when the build found the image missing, or there is none', () => {
    expect(shareImage({ url: 'https://cms.example/weg.png', gatsbyImageData: null })).toBeUndefined()
    expect(shareImage(null)).toBeUndefined()
    expect(shareImage(undefined)).toBeUndefined()
  })
})
