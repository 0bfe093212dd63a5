export default defineAppConfig({
  pages: ['pages/index/index'],
  window: { navigationBarTitleText: '财学', navigationStyle: 'custom' },
});
