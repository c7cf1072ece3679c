/**
 * Loads, before a test file's tests, the modules its components fetch with `import()` (a panel's code, the
 * proof of work, DOMPurify). A test's wait on the screen (findBy, waitFor) gives up after a second, and a
 * module's first load in a test file is not the component's timing but jest's: transformed on a cold cache
 * beside the type check, one took longer. Loaded here, the component's own `import()` finds it in jest's
 * registry, and the wait covers only what the test is about.
 */
export function loadFirst(...modules: Array<() => Promise<unknown>>): void {
  beforeAll(() => Promise.all(modules.map((load) => load())))
}
