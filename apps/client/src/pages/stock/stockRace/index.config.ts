export default definePageConfig({ navigationBarTitleText: '股票大赛' });
