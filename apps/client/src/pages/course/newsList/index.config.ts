export default definePageConfig({ navigationBarTitleText: '图文课程' });
