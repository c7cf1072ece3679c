import { builtHtmlFiles } from '../../src/build/built-html-files'

/** Every HTML page of a build, as site paths ("/", "/agenda", "/404.html"). */
export function builtPagePaths(publicDir: string): string[] {
  return builtHtmlFiles(publicDir)
    .map((relative) => `/${relative.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/')
    .sort()
}
