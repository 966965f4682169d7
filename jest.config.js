/** Unit tests: Gatsby's documented Jest setup (babel-preset-gatsby, a gatsby mock), Jest 30 with jsdom. */
module.exports = {
  testEnvironment: `jsdom`,
  roots: [`<rootDir>/tests/unit`, `<rootDir>/__mocks__`],
  transform: { "^.+\\.[jt]sx?$": `<rootDir>/tests/support/jest-preprocess.js` },
  moduleNameMapper: { ".+\\.(css|styl|less|sass|scss)$": `identity-obj-proxy` },
  transformIgnorePatterns: [`node_modules/(?!(gatsby|gatsby-script|gatsby-link|marked)/)`],
  globals: { __PATH_PREFIX__: `` },
  setupFiles: [`<rootDir>/tests/support/loadershim.js`],
  setupFilesAfterEnv: [`<rootDir>/tests/support/jest-setup.ts`],
}
