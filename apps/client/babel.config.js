// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// H5: the app loads as <script type="module">, so only browsers with ES modules run it, iOS 12 the
// oldest (see config/entryTrim.ts): async functions, classes and spread stay as they are instead of
// the regenerator runtime and ES5 rewrites the package.json browserslist (IE 9-11 among them) asked for.
// The mini-program keeps the browserslist targets.
const H5_TARGETS = { chrome: '61', safari: '12', ios: '12', firefox: '60', edge: '79' };

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'vite', ...(process.env.TARO_ENV === 'h5' ? { targets: H5_TARGETS } : {}) }],
  ],
};
