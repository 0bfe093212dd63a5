export default definePageConfig({ navigationBarTitleText: '回看详情' });
