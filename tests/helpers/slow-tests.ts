// The WordPress groups (jest projects cms and publish) build the site, sometimes more than once in a test.
jest.setTimeout(10 * 60 * 1000)
