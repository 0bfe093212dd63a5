export default definePageConfig({ navigationBarTitleText: '收银台' });
