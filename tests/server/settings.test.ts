import path from 'node:path'
import { localCmsConfig, publishSecret, publishSettings, previewSettings, ROOT } from '../../server/settings'

describe('the server side’s settings', () => {
  it('reads publishing’s from the environment, with the defaults a live install has', () => {
    const settings = publishSettings({ PUBLISH_DIR: '/srv/site.publish' })
    expect(settings).toMatchObject({
      stateDir: '/srv/site.publish',
      liveLink: '/srv/site.publish/live',
      queueDir: '/srv/site.publish/queue',
      controlSocket: '/srv/site.publish/run/control.sock',
      keep: 5,
      hookHost: '127.0.0.1',
      hookPort: 9009,
      sitePort: 9000,
      rollbackWaitSeconds: 900,
      cmsUrl: null,
    })
  })

  it('passes the builds everything but the hook’s secret', () => {
    const env = { PUBLISH_SECRET: 'a'.repeat(64), CMS_URL: 'https://cms.example.nl/', PATH: '/usr/bin' }
    const settings = publishSettings(env)
    expect(settings.buildEnvironment).toEqual({ CMS_URL: 'https://cms.example.nl/', PATH: '/usr/bin' })
    expect(settings.cmsUrl).toBe('https://cms.example.nl')
  })

  it('finds the local WordPress in CMS_STATE_DIR when it is set', () => {
    expect(localCmsConfig({}).stateDir).toBe(path.join(ROOT, '.cms'))
    expect(localCmsConfig({ CMS_STATE_DIR: '/srv/bench-cms' }).stateDir).toBe('/srv/bench-cms')
  })

  it('tells the project’s own nginx step (unset) from none (empty) and a command', () => {
    expect(publishSettings({}).beforeSwitch).toBeNull()
    expect(publishSettings({ PUBLISH_BEFORE_SWITCH: '' }).beforeSwitch).toBe('')
    expect(publishSettings({ PUBLISH_AFTER_SWITCH: ' systemctl reload nginx ' }).afterSwitch).toBe(
      'systemctl reload nginx',
    )
  })

  it('refuses numbers that are not', () => {
    expect(() => publishSettings({ PUBLISH_KEEP: '1' })).toThrow(
      /PUBLISH_KEEP must be a whole number of at least 2/,
    )
    expect(() => publishSettings({ PUBLISH_HOOK_PORT: 'acht' })).toThrow(/PUBLISH_HOOK_PORT .* not "acht"/)
  })

  it('refuses a secret anyone could guess, or one that would not go into an environment file as it is', () => {
    expect(publishSecret({ PUBLISH_SECRET: 'a'.repeat(64) })).toBe('a'.repeat(64))
    expect(() => publishSecret({})).toThrow(/PUBLISH_SECRET must be 32 to 128/)
    expect(() => publishSecret({ PUBLISH_SECRET: 'kort' })).toThrow(/PUBLISH_SECRET/)
    expect(() => publishSecret({ PUBLISH_SECRET: `${'a'.repeat(40)}"` })).toThrow(/PUBLISH_SECRET/)
  })

  it('gives the preview its ports and accounts', () => {
    expect(previewSettings({ PREVIEW_PORT: '8500', CMS_URL: 'https://cms.example.nl' })).toMatchObject({
      cmsUrl: 'https://cms.example.nl',
      user: 'voorvertoning',
      password: null,
      port: 8500,
      developPort: 8501,
    })
    expect(previewSettings({ CMS_PORT: '8999' }).cmsUrl).toBe('http://127.0.0.1:8999')
  })
})
