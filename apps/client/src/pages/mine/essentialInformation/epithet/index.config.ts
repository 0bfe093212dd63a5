export default definePageConfig({ navigationBarTitleText: '修改昵称' });
