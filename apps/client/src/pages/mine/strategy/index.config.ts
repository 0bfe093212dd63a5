export default definePageConfig({ navigationBarTitleText: '投资策略' });
