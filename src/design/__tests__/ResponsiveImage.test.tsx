import { render } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { ResponsiveImage } from '../ResponsiveImage'

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 640,
  height: 400,
  backgroundColor: '#d8d8d8',
  images: {
    fallback: {
      src: '/static/a/hero-640.jpg',
      srcSet: '/static/a/hero-320.jpg 320w, /static/a/hero-640.jpg 640w',
      sizes: '100vw',
    },
    sources: [
      {
        type: 'image/avif',
        srcSet: '/static/a/hero-320.avif 320w, /static/a/hero-640.avif 640w',
        sizes: '100vw',
      },
      {
        type: 'image/webp',
        srcSet: '/static/a/hero-320.webp 320w, /static/a/hero-640.webp 640w',
        sizes: '100vw',
      },
    ],
  },
}

describe('ResponsiveImage', () => {
  it('is plain HTML: AVIF and WebP sources, the JPEG with its size reserved, no script needed', () => {
    const { container } = render(<ResponsiveImage image={image} alt="Dashboard van Exquise" />)
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute('srcset', image.images.sources![0]!.srcSet)
    const img = container.querySelector('picture > img')!
    expect(img).toHaveAttribute('src', '/static/a/hero-640.jpg')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '400')
    expect(img).toHaveAttribute('alt', 'Dashboard van Exquise')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(container.querySelector('[data-src], [data-srcset]')).toBeNull()
  })

  it('fetches the page’s main image first and never lazily', () => {
    const { container } = render(<ResponsiveImage image={image} alt="" priority />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })
})
