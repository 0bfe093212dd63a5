export default definePageConfig({ navigationBarTitleText: '产品列表' });
