/** The local CMS as the WordPress tests use it (started and seeded by `npm run test:cms`). */
export {
  accountLogin,
  adminAuthorization,
  adminLogin,
  asAdmin,
  cms,
  cmsPhpEnvironment,
  CMS_URL,
  ROOT,
  runWordPressCron,
} from '../../server/lib/local-cms'

/** A value no earlier test run has used, to find this run's entries. */
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
