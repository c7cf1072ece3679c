import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { imageFileProblem } from '../../plugins/gatsby-source-wp-rest/src/image/image-file-problem'
import { BAD_IMAGE_FILES, GOOD_IMAGE_FILES, type ImageFileCase } from '../helpers/bad-image-files'

/**
 * A file gatsby-plugin-sharp cannot process exits the build from inside it; the check before it names what is
 * wrong with the file, for its editor, so that it costs that image only.
 */
let directory = ''
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'image-files-'))
})
afterAll(() => rm(directory, { recursive: true, force: true }))

async function problemOf({ file, bytes }: ImageFileCase): Promise<string | null> {
  const absolutePath = path.join(directory, file)
  await writeFile(absolutePath, await bytes())
  return imageFileProblem(absolutePath, await readFile(absolutePath))
}

describe('an image file no page can show', () => {
  it.each(BAD_IMAGE_FILES.map((testCase) => [testCase.name, testCase] as const))(
    'is named for its editor: %s',
    async (_name, testCase) => {
      expect(await problemOf(testCase)).toBe(testCase.problem)
    },
  )
})

describe('an image file the site can show', () => {
  it.each(GOOD_IMAGE_FILES.map((testCase) => [testCase.name, testCase] as const))(
    'has no problem: %s',
    async (_name, testCase) => {
      expect(await problemOf(testCase)).toBeNull()
    },
  )

  it('has none for any photo of the snapshot', async () => {
    const uploads = path.resolve(__dirname, '../../content/snapshot/wp-content/uploads/2026/10')
    const photos = await readdir(uploads)
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) {
      const absolutePath = path.join(uploads, photo)
      expect([photo, await imageFileProblem(absolutePath, await readFile(absolutePath))]).toEqual([
        photo,
        null,
      ])
    }
  })
})
