export default definePageConfig({ navigationBarTitleText: '财学', navigationStyle: 'custom' });
