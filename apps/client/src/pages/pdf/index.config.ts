export default definePageConfig({ navigationBarTitleText: '文件预览' });
