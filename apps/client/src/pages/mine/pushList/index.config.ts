export default definePageConfig({ navigationBarTitleText: '我的消息' });
