import { TEXT } from '@caixue/contract';

export default definePageConfig({ navigationBarTitleText: TEXT.notFoundPageTitle });
