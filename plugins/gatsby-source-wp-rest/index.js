// Gatsby reads gatsby-node.ts; this file only makes the folder a resolvable package.
