export default definePageConfig({ navigationBarTitleText: '股票池' });
