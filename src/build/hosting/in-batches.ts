/**
 * `work` for every item, at most `size` at a time: a site of 10,000 pages must not open 10,000 files at once
 * (the process's limit on open files).
 */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))))
  }
  return results
}
