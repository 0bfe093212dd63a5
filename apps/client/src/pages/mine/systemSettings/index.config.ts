export default definePageConfig({ navigationBarTitleText: '系统设置' });
