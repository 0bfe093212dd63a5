export default definePageConfig({ navigationBarTitleText: '股价提醒' });
