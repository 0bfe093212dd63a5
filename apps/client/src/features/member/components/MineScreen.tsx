import { Text, View } from '@tarojs/components';
import {
  Articles, Ask, Check, Comment, Coupon, Edit, Eye, Feedback, Gift, Heart, Link, Notice, NoticeF, Order, PlayCircleFill, Prices, Service, Setting, ShieldCheck, Star, Tips, User, Warning,
} from '@nutui/icons-react-taro';
import { AI_TEXT, APP_VERSION, TINT } from '@caixue/contract';
import { useFontScale } from '@/shared/platform/fontSize';
import { navigateTo } from '@/shared/navigation/navigation';
import { isTeacher } from '@/shared/session/auth';
import { NavBar } from '@/shared/ui/NavBar';
import { Button } from '@/shared/ui/nutui/button';
import { useMember } from '../hooks/useMember';
import { fontSizeLabel, MEMBER_TEXT } from '../model';
import { MineGrid, MineMenu, type MineMenuEntry } from './MineMenu';
import { ProfileCard, type ProfileLevel } from './ProfileCard';
import './MineScreen.scss';

/** Every page the member centre leads to (SPEC §2 mine pages). */
export const MINE_PAGES = {
  personalInformation: '/pages/mine/personalInformation/index',
  pushList: '/pages/mine/pushList/index',
  collect: '/pages/mine/collect/index',
  interest: '/pages/mine/interest/index',
  article: '/pages/mine/article/index',
  course: '/pages/mine/course/index',
  order: '/pages/mine/order/list/index',
  integral: '/pages/mine/integral/index',
  coupon: '/pages/mine/coupon/index',
  risk: '/pages/survey/result/index',
  homework: '/pages/mine/homework/homeworkList/index',
  homeworkAnswers: '/pages/mine/homework/homeworkAnswerList/index',
  strategy: '/pages/mine/strategy/index',
  chatRecords: '/pages/applets/chatRecords/index',
  faq: '/pages/mine/faq/index',
  feedback: '/pages/mine/faq/feedback/index',
  help: '/pages/mine/help/index',
  bindAccount: '/pages/mine/bindAccount/index',
  systemSettings: '/pages/mine/systemSettings/index',
  fontSize: '/pages/mine/fontSize/index',
  agreement: '/pages/mine/agreement/index',
  ai: '/pages/ai/index/index',
  watchlist: '/pages/stock/watchlist/index',
  priceAlerts: '/pages/stock/alerts/index',
} as const;

export type MinePage = keyof typeof MINE_PAGES;

/** What a visitor may open (SPEC §2 "Access without login"): the rest asks for a login first. */
export const VISITOR_PAGES: readonly MinePage[] = ['collect', 'article', 'homework', 'systemSettings', 'agreement', 'ai'];

/** Unread messages and the level line, read by the page from the centre feature. */
export interface MineSummary {
  unread: number;
  /** Homework to do (the 我的作业 badge). */
  homeworkTodo?: number;
  validity?: ProfileLevel;
  /** 风险测评: 'C3 稳健型', '未测评' (features/survey, composed by the page). */
  risk?: string;
}

const MINE_TEXT = {
  personalInformation: '个人信息',
  pushList: '我的消息',
  collect: '我的收藏',
  interest: '我的关注',
  article: '我的文章',
  course: '我的课程',
  order: '我的订单',
  integral: '我的积分',
  coupon: '我的优惠券',
  risk: '风险测评',
  homework: '我的作业',
  homeworkAnswers: '作业批改',
  strategy: '投资策略',
  chatRecords: '我的互动',
  ai: AI_TEXT.title,
  watchlist: '我的自选',
  priceAlerts: '股价提醒',
  faq: '常见问题',
  feedback: '意见反馈',
  help: '帮助中心',
  bindAccount: '账号绑定',
  systemSettings: '系统设置',
  content: '我的内容',
  services: '服务与帮助',
  account: '账号与设置',
} as const;

function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

const ICON = { size: 18, color: TINT } as const;

/** The member centre: profile with level, quick entries, every mine page, version and logout. */
export function MineScreen({ summary }: { summary?: MineSummary }) {
  const { loggedIn, info, loading, logOut } = useMember();
  const fontScale = useFontScale();
  const unread = loggedIn ? badgeText(summary?.unread ?? 0) : '';
  const entry = (key: MinePage, title: string, icon: MineMenuEntry['icon'], extra: Partial<MineMenuEntry> = {}): MineMenuEntry => ({
    key, title, icon, onClick: () => void navigateTo(MINE_PAGES[key]), ...extra,
  });
  const allowed = (e: MineMenuEntry) => loggedIn || VISITOR_PAGES.includes(e.key as MinePage);

  const quick = [
    entry('pushList', MINE_TEXT.pushList, <NoticeF {...ICON} size={22} />, { badge: unread }),
    entry('collect', MINE_TEXT.collect, <Star {...ICON} size={22} />),
    entry('interest', MINE_TEXT.interest, <Heart {...ICON} size={22} />),
    entry('article', MINE_TEXT.article, <Articles {...ICON} size={22} />),
  ].filter(allowed);
  const content = [
    entry('watchlist', MINE_TEXT.watchlist, <Eye {...ICON} />),
    entry('priceAlerts', MINE_TEXT.priceAlerts, <Notice {...ICON} />),
    entry('order', MINE_TEXT.order, <Order {...ICON} />),
    entry('integral', MINE_TEXT.integral, <Gift {...ICON} />),
    entry('coupon', MINE_TEXT.coupon, <Coupon {...ICON} />),
    entry('risk', MINE_TEXT.risk, <Warning {...ICON} />, { value: summary?.risk }),
    entry('course', MINE_TEXT.course, <PlayCircleFill {...ICON} />),
    entry('homework', MINE_TEXT.homework, <Edit {...ICON} />, { badge: loggedIn ? badgeText(summary?.homeworkTodo ?? 0) : '' }),
    ...(loggedIn && isTeacher() ? [entry('homeworkAnswers', MINE_TEXT.homeworkAnswers, <Check {...ICON} />)] : []),
    entry('strategy', MINE_TEXT.strategy, <Prices {...ICON} />),
    entry('chatRecords', MINE_TEXT.chatRecords, <Comment {...ICON} />),
  ].filter(allowed);
  const services = [
    entry('ai', MINE_TEXT.ai, <Service {...ICON} />),
    entry('faq', MINE_TEXT.faq, <Ask {...ICON} />),
    entry('feedback', MINE_TEXT.feedback, <Feedback {...ICON} />),
    entry('help', MINE_TEXT.help, <Tips {...ICON} />),
  ].filter(allowed);
  const account = [
    entry('personalInformation', MINE_TEXT.personalInformation, <User {...ICON} />),
    entry('bindAccount', MINE_TEXT.bindAccount, <Link {...ICON} />),
    entry('systemSettings', MINE_TEXT.systemSettings, <Setting {...ICON} />),
    entry('fontSize', MEMBER_TEXT.fontSize, <Edit {...ICON} />, { value: fontSizeLabel(fontScale) }),
    entry('agreement', MEMBER_TEXT.agreement, <ShieldCheck {...ICON} />),
  ].filter(allowed);

  return (
    <View className='mine'>
      <View className='mine__header'>
        <NavBar
          theme='transparent'
          title={MEMBER_TEXT.navTitle}
          right={loggedIn ? (
            <View role='button' className='mine__bell' onClick={() => void navigateTo(MINE_PAGES.pushList)} aria-label={MINE_TEXT.pushList}>
              <NoticeF size={20} color='#ffffff' />
              {unread ? <View className='mine__bell-dot' /> : null}
            </View>
          ) : null}
        />
        <ProfileCard
          loggedIn={loggedIn}
          info={info}
          loading={loading}
          level={summary?.validity}
          onOpen={() => void navigateTo(MINE_PAGES.personalInformation)}
        />
      </View>
      {quick.length > 0 ? <MineGrid entries={quick} /> : null}
      {content.length > 0 ? <MineMenu title={MINE_TEXT.content} entries={content} /> : null}
      {services.length > 0 ? <MineMenu title={MINE_TEXT.services} entries={services} /> : null}
      <MineMenu title={MINE_TEXT.account} entries={account} />
      {loggedIn ? (
        <View className='mine__logout'>
          <Button block fill='outline' className='mine__logout-button' onClick={() => void logOut()}>{MEMBER_TEXT.logout}</Button>
        </View>
      ) : null}
      <Text className='mine__version'>{`${MEMBER_TEXT.version} v${APP_VERSION}`}</Text>
    </View>
  );
}
