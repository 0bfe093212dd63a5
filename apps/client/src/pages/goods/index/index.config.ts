export default definePageConfig({ navigationBarTitleText: '产品中心' });
