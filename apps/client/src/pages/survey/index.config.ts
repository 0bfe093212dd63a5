export default definePageConfig({ navigationBarTitleText: '问卷调查' });
