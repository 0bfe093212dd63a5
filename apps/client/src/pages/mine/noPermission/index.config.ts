export default definePageConfig({ navigationBarTitleText: '开通服务' });
