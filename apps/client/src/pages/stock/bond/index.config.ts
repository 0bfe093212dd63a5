// Its own navigation bar (SPEC §2: stock bond has a custom nav).
export default definePageConfig({ navigationBarTitleText: '可转债', navigationStyle: 'custom' });
