// The client's Babel setup (the same syntax targets), so the baseline differs from the app only in code.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Babel loads this file as CommonJS
module.exports = require('../../apps/client/babel.config.js');
