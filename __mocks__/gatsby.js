const React = require(`react`)
const gatsby = jest.requireActual(`gatsby`)

/** Gatsby's documented mock: Link renders a plain anchor, queries are inert. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  navigate: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
        React.createElement(`a`, { ...rest, href: to }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
