import { besideProject } from '../../server/lib/beside-project'

/**
 * The benchmarks' data, kept between runs: the 10,000-item snapshot and its local WordPress (seeded once, which
 * takes minutes), the demo snapshot copy, and the publishing bench's state. Beside the project, not in it, as a
 * live install keeps its publishing state (see server/lib/beside-project.ts).
 */
export const BENCH_DATA_DIR = besideProject('bench')
