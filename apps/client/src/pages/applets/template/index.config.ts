export default definePageConfig({ navigationBarTitleText: '模板消息' });
