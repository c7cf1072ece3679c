export { pluginOptionsSchema } from './src/plugin-options-schema'
export { sourceNodes } from './src/source-nodes'
export { createSchemaCustomization } from './src/create-schema-customization'
export { onPostBuild } from './src/notices/missing-media'
