/** End-to-end tests: Chromium (Debian's, through playwright-core) against the production build in public/. */
module.exports = {
  testEnvironment: `node`,
  roots: [`<rootDir>/tests/e2e`],
  testMatch: [`**/*.e2e.ts`],
  transform: { "^.+\\.[jt]sx?$": `<rootDir>/tests/support/jest-preprocess.js` },
  testTimeout: 60000,
  maxWorkers: 1,
}
