export default definePageConfig({ navigationBarTitleText: '自选股' });
