import { constants } from 'node:fs'
import { copyFile, link, lstat, mkdir, open, readdir, readlink, symlink, utimes } from 'node:fs/promises'
import path from 'node:path'

/** How many files are copied or compared at once: enough to keep the disk busy, few enough for file handles. */
const PARALLEL = 16
const CHUNK = 64 * 1024

/**
 * Copies a built site into `target` inside the service's own process (a copy costs no process: issue 53's bound).
 * A file whose bytes are the same as the file at the same place in `basis` (the live release) becomes a hard link
 * to it, so a release costs only what changed; a release is never written to again, so sharing is safe. A changed
 * file is copied and keeps its modification time, so nginx's ETag and Last-Modified follow the build, not the copy.
 */
export async function copyRelease(source: string, target: string, basis: string | null): Promise<void> {
  const files: string[] = []
  await mkdir(target, { recursive: true })
  await walk(source, '', target, files)
  const queue = files.slice()
  const worker = async () => {
    for (let name = queue.pop(); name !== undefined; name = queue.pop())
      await copyOne(path.join(source, name), path.join(target, name), basis && path.join(basis, name))
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
}

/**
 * Makes the folders (and symlinks) of `source` under `target`, and lists the regular files to copy. Each folder is
 * made on its own, after its parent: a recursive mkdir on a full disk reports ENOENT instead of ENOSPC.
 */
async function walk(source: string, relative: string, target: string, files: string[]): Promise<void> {
  for (const entry of await readdir(path.join(source, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name)
    if (entry.isDirectory()) {
      await mkdir(path.join(target, name))
      await walk(source, name, target, files)
    } else if (entry.isFile()) files.push(name)
    else if (entry.isSymbolicLink())
      await symlink(await readlink(path.join(source, name)), path.join(target, name))
    else throw new Error(`Cannot copy ${path.join(source, name)}: not a file, a folder or a link.`)
  }
}

async function copyOne(from: string, to: string, basisFile: string | null): Promise<void> {
  if (basisFile && (await sameBytes(from, basisFile))) {
    await link(basisFile, to)
    return
  }
  await copyFile(from, to, constants.COPYFILE_EXCL)
  const { atime, mtime } = await lstat(from)
  await utimes(to, atime, mtime)
}

/** True when both are regular files of the same size and the same bytes; false when the basis has no such file. */
export async function sameBytes(a: string, b: string): Promise<boolean> {
  const [statA, statB] = await Promise.all([lstat(a), lstat(b).catch(() => null)])
  if (!statB?.isFile() || statA.size !== statB.size) return false
  const [fileA, fileB] = await Promise.all([open(a, 'r'), open(b, 'r')])
  try {
    const bufferA = Buffer.alloc(CHUNK)
    const bufferB = Buffer.alloc(CHUNK)
    for (let position = 0; position < statA.size; position += CHUNK) {
      const [readA, readB] = await Promise.all([
        fileA.read(bufferA, 0, CHUNK, position),
        fileB.read(bufferB, 0, CHUNK, position),
      ])
      if (readA.bytesRead !== readB.bytesRead) return false
      if (!bufferA.subarray(0, readA.bytesRead).equals(bufferB.subarray(0, readB.bytesRead))) return false
    }
    return true
  } finally {
    await Promise.all([fileA.close(), fileB.close()])
  }
}
