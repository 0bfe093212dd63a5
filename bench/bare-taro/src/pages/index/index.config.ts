export default definePageConfig({ navigationBarTitleText: '财学' });
