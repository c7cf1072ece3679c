/** The colour palettes the demo images are drawn in, and what a motif drawing gets: size, randomness, palette. */

export interface Palette {
  readonly bgFrom: string
  readonly bgTo: string
  readonly deep: string
  readonly mid: string
  readonly soft: string
  readonly card: string
  readonly accent: string
}

export interface Ctx {
  readonly w: number
  readonly h: number
  readonly rnd: () => number
  readonly pal: Palette
}

export const PALETTES: readonly Palette[] = [
  {
    bgFrom: '#EAF3FC',
    bgTo: '#B9D5F2',
    deep: '#1D4E89',
    mid: '#3D7CC9',
    soft: '#8DB9E8',
    card: '#FFFFFF',
    accent: '#7FD1C7',
  },
  {
    bgFrom: '#DDEBFA',
    bgTo: '#98C0EA',
    deep: '#173F73',
    mid: '#2F6FB8',
    soft: '#B5D2F1',
    card: '#F8FBFF',
    accent: '#F2B880',
  },
  {
    bgFrom: '#1E4E89',
    bgTo: '#5D97D8',
    deep: '#0F2F57',
    mid: '#9CC4EE',
    soft: '#3E78BD',
    card: '#FFFFFF',
    accent: '#8EE3D3',
  },
  {
    bgFrom: '#EEF5FB',
    bgTo: '#CFE3F6',
    deep: '#24578F',
    mid: '#5E97D3',
    soft: '#A8CAEE',
    card: '#FFFFFF',
    accent: '#B6A6F2',
  },
]
