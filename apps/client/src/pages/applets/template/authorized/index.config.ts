export default definePageConfig({ navigationBarTitleText: '可查看的模板消息' });
