/** Texts and page addresses of the login and register screens. */
export const AUTH_PAGES = {
  account: '/pages/login/index/index',
  mobile: '/pages/login/mobile/index',
  register: '/pages/login/register/index',
} as const;

export const LOGIN_TEXT = {
  title: '欢迎登录财学',
  subtitle: '专业投资教育 · 陪你稳健成长',
  smsTitle: '验证码登录',
  smsSubtitle: '未注册的手机号请先注册账号',
  accountLabel: '账号',
  accountPlaceholder: '请输入手机号或账号',
  passwordLabel: '密码',
  passwordPlaceholder: '请输入密码',
  mobileLabel: '手机号',
  mobilePlaceholder: '请输入手机号',
  codeLabel: '验证码',
  codePlaceholder: '请输入验证码',
  submit: '登录',
  toSmsLogin: '验证码登录',
  toAccountLogin: '账号密码登录',
  toRegister: '注册账号',
} as const;

export const REGISTER_TEXT = {
  navTitle: '注册',
  title: '注册财学账号',
  subtitle: '注册即可观看直播、学习课程',
  passwordPlaceholder: '设置6-20位登录密码',
  nicknameLabel: '昵称',
  nicknamePlaceholder: '选填，默认使用手机号',
  submit: '注册并登录',
  haveAccount: '已有账号？',
  toLogin: '去登录',
} as const;
