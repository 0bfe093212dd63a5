export default definePageConfig({ navigationBarTitleText: '个股详情' });
