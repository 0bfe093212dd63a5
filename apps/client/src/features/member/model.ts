/** Pure rules of the member centre. */
import { DEFAULT_FONT_SIZE, FONT_SIZE_CHOICES, type MemberInfo } from '@caixue/contract';

export const MEMBER_TEXT = {
  navTitle: '我的',
  guestName: '登录/注册',
  guestHint: '登录享更多直播与课程服务',
  loginButton: '立即登录',
  fontSize: '字体大小',
  agreement: '用户协议与隐私政策',
  version: '当前版本',
  logout: '退出登录',
  logoutConfirm: '确定要退出当前账号吗？',
  memberIdLabel: 'ID',
  services: '常用服务',
  settings: '设置',
} as const;

/** '13800000001' -> '138****0001'; anything that is not 11 digits is shown as is. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** The name to greet the member by: nickname, then name, then account, then the masked mobile. */
export function displayName(info: Pick<MemberInfo, 'nickname' | 'name' | 'account' | 'mobile'>): string {
  return info.nickname || info.name || info.account || maskMobile(info.mobile) || '财学用户';
}

export interface FontSizeOption {
  value: number;
  label: string;
}

const FONT_SIZE_LABELS: Record<number, string> = { 1: '小', 1.1: '较小', 1.2: '标准', 1.3: '较大', 1.4: '大', 1.5: '特大' };

export const FONT_SIZE_OPTIONS: readonly FontSizeOption[] = FONT_SIZE_CHOICES.map((value) => ({
  value,
  label: FONT_SIZE_LABELS[value] ?? String(value),
}));

/** The label of a stored scale; a value between choices is named after the nearest one. */
export function fontSizeLabel(scale: number): string {
  const nearest = FONT_SIZE_OPTIONS.reduce((best, option) =>
    (Math.abs(option.value - scale) < Math.abs(best.value - scale) ? option : best));
  return nearest.value === DEFAULT_FONT_SIZE ? `${nearest.label}（默认）` : nearest.label;
}
