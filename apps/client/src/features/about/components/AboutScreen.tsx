import { Text, View } from '@tarojs/components';
import { navigateTo } from '@/shared/navigation/navigation';
import { ABOUT_PAGES, ABOUT_TEXT } from '../model';
import { AboutArticle } from './AboutArticle';
import './About.scss';

const ENTRIES = [
  { url: ABOUT_PAGES.personnel, title: ABOUT_TEXT.personnel, hint: ABOUT_TEXT.personnelHint, glyph: '师', tone: 'red' },
  { url: ABOUT_PAGES.video, title: ABOUT_TEXT.video, hint: ABOUT_TEXT.videoHint, glyph: '▶', tone: 'blue' },
  { url: ABOUT_PAGES.app, title: ABOUT_TEXT.app, hint: ABOUT_TEXT.appHint, glyph: '↓', tone: 'green' },
  { url: ABOUT_PAGES.stock, title: ABOUT_TEXT.stock, hint: ABOUT_TEXT.stockHint, glyph: '赛', tone: 'gold' },
] as const;

export function AboutHero() {
  return (
    <View className='about-hero'>
      <View className='about-hero__logo'>财</View>
      <Text className='about-hero__name'>{ABOUT_TEXT.company}</Text>
      <Text className='about-hero__slogan'>{ABOUT_TEXT.slogan}</Text>
    </View>
  );
}

/** /pages/about/index: 公司简介 (the 'about' article) with entries to the other about pages. */
export function AboutScreen() {
  return (
    <View className='about-page'>
      <AboutHero />
      <View className='about-entries'>
        {ENTRIES.map((entry) => (
          <View key={entry.url} className='about-entry' data-url={entry.url} onClick={() => void navigateTo(entry.url)}>
            <View className={`about-entry__icon about-entry__icon--${entry.tone}`}>{entry.glyph}</View>
            <Text className='about-entry__title'>{entry.title}</Text>
            <Text className='about-entry__hint'>{entry.hint}</Text>
          </View>
        ))}
      </View>
      <AboutArticle code='about' />
    </View>
  );
}
