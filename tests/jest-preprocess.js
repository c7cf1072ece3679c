// Jest compiles TypeScript and JSX with the same Babel preset Gatsby uses (Emotion's jsx runtime included).
const babelOptions = {
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
}

module.exports = require('babel-jest').default.createTransformer(babelOptions)
