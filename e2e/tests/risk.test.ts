import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Goods, OrderDetail, Questionnaire, RiskInfo, SurveyResult } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shot, usePeople } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { toast } from '../support/live';
import { Api } from '../support/api';

/**
 * The risk assessment (风险测评, issue 16) in the buy flow: a member who never took it tries to buy
 * R4 goods, sees the appropriateness warning, takes the assessment, gets 积极型 C4 and buys; a 谨慎型
 * member confirms a mismatch explicitly; a 保守型 (C1) member is refused; the member centre shows the level.
 */

const harness = useHarness();
const { phone } = usePeople(harness);
const CONTRACT_PATH = '/pages/mine/agreement/index';
const RISK_PATH = '/pages/survey/risk/index';
const RESULT_PATH = '/pages/survey/result/index';
const PAYMENT_PATH = '/pages/webView/payment/index';
const PASSWORD = 'risk12345';
const BUYER = { account: '13900001601', password: PASSWORD };
const CAREFUL = { account: '13900001602', password: PASSWORD };
const TIMID = { account: '13900001603', password: PASSWORD };
/** 张三's answers in the seed (75 points): B, C, C, D, C+D, C, C, C, D, C -> C4 积极型. */
const C4_ANSWERS = [['B'], ['C'], ['C'], ['D'], ['C', 'D'], ['C'], ['C'], ['C'], ['D'], ['C']];

let api: Api;
let diamond: Goods;
let gold: Goods;

/** The assessment answered over the API, one option index per question (set-up of the other members). */
async function assessByApi(token: string, picks: number[]): Promise<SurveyResult> {
  const info = await api.get<RiskInfo>('/api/survey/risk/info', {}, token);
  const questionnaire = (await api.get<Questionnaire>(`/api/survey/get/info/${info.data!.questionnaireId}`, {}, token)).data!;
  const answers = questionnaire.questions.map((q, i) => ({ questionId: q.id, choices: [q.options[picks[i]].key] }));
  const result = await api.post<SurveyResult>('/api/survey/submit', { questionnaireId: questionnaire.id, requestId: `e2e-risk-${token.slice(0, 12)}-${picks.join('')}`, answers }, token);
  return result.data!;
}

beforeAll(async () => {
  api = new Api(harness.server.url);
  const buyer = await api.register(BUYER.account, PASSWORD, '测评买家');
  const list = await api.get<Goods[]>('/api/goods/list', { pageNum: 1, pageSize: 100 }, buyer.token);
  const rows = list.rows as Goods[];
  diamond = rows.find((g) => g.riskLevel === 'R4' && Number(g.price) > 0)!;
  gold = rows.find((g) => g.riskLevel === 'R3' && g.title.startsWith('金牌会员') && Number(g.price) > 0)!;
  if (!diamond || !gold) throw new Error('no seeded R4 / R3 goods');
  const careful = await api.register(CAREFUL.account, PASSWORD, '谨慎会员');
  // 8+4+4+2+3+3+5+4+3+3 = 39 -> C2 谨慎型.
  expect((await assessByApi(careful.token, [0, 1, 1, 1, 1, 1, 1, 1, 1, 1])).profile?.level).toBe('C2');
  const timid = await api.register(TIMID.account, PASSWORD, '保守会员');
  // 1+2+2+0+1+0+2+1+0+0 = 9 -> C1 保守型.
  expect((await assessByApi(timid.token, [4, 0, 0, 0, 0, 0, 0, 0, 0, 0])).profile?.level).toBe('C1');
});

/** From the goods detail to the contract, agreed, then 同意并支付. */
async function agreeAndPay(page: Page, goods: Goods): Promise<void> {
  await page.goto(`/pages/goods/detail/index?id=${goods.id}`);
  await shown(page, '.goods-buy').waitFor({ timeout: 15_000 });
  await shown(page, '.goods-buy').click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(CONTRACT_PATH);
  await shown(page, '.contract-bar__agree').waitFor({ timeout: 15_000 });
  await shown(page, '.contract-bar__agree').click();
  await shownText(page, '同意并支付', { exact: true }).click();
}

describe('the risk assessment in the buy flow', () => {
  it('no assessment: the warning, 去测评, 积极型 C4, back to buying, and the order goes through', async () => {
    const { page } = await phone(BUYER);
    await agreeAndPay(page, diamond);

    const warning = shown(page, '.risk-warning[data-verdict="missing"]');
    await warning.waitFor({ timeout: 15_000 });
    const text = (await warning.textContent()) ?? '';
    expect(text).toContain('R4（中高风险）');
    expect(text).toContain('未测评');
    expect(text).toContain('您尚未完成风险测评');
    await shot(page, 'risk-warning-missing');
    await shown(page, '[data-testid=risk-take]').click();

    // The assessment: 10 questions; 提交 too early names the first unanswered one.
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(RISK_PATH);
    await shown(page, '.survey-q[data-question="1"]').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.survey-q').count()).toBe(10);
    await shot(page, 'risk-assessment');
    await shown(page, '[data-testid=survey-submit]').click();
    await toast(page, '请回答第 1 题').waitFor({ timeout: 5_000 });
    for (const [i, keys] of C4_ANSWERS.entries()) {
      for (const key of keys) await shown(page, `.survey-q[data-question="${i + 1}"] .survey-option[data-key="${key}"]`).click();
    }
    await expect.poll(() => shown(page, '[data-testid=survey-progress]').textContent()).toBe('已答 10/10');
    await shot(page, 'risk-assessment-answered');
    await shown(page, '[data-testid=survey-submit]').click();

    // The result: C4 积极型, what fits, valid a year, and the way back to buying.
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(RESULT_PATH);
    const level = shown(page, '[data-testid=risk-level]');
    await level.waitFor({ timeout: 15_000 });
    expect((await level.textContent())?.replace(/\s/g, '')).toBe('C4积极型');
    expect(await shown(page, '.risk-fit[data-fits="1"]').count()).toBe(4);
    const validUntil = (await shown(page, '[data-testid=risk-valid-until]').textContent()) ?? '';
    expect(validUntil).toBe(`${new Date().getFullYear() + 1}年${validUntil.split('年')[1]}`);
    await shot(page, 'risk-result');
    await shown(page, '[data-testid=risk-back-to-buy]').click();

    // Back on the contract: buying now goes straight to paying, no warning.
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(CONTRACT_PATH);
    await shown(page, '.contract-bar__pay').waitFor({ timeout: 10_000 });
    if ((await shown(page, '.contract-bar__agree .contract-check--on').count()) === 0) await shown(page, '.contract-bar__agree').click();
    await shownText(page, '同意并支付', { exact: true }).click();
    await shown(page, '.pay-sheet').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.risk-warning').count()).toBe(0);
    await shown(page, '.pay-sheet__row[data-channel="h5"]').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(PAYMENT_PATH);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const { token } = await api.login(BUYER.account, PASSWORD);
    const order = (await api.get<OrderDetail>(`/api/order/get/info/${orderNo}`, {}, token)).data!;
    expect(order).toMatchObject({ goodsId: diamond.id, state: 'UNPAID' });

    // The member centre shows the level; its entry opens the result.
    await page.goto('/pages/mine/index/index');
    const entry = shown(page, '.mine-entry--risk');
    await expect.poll(() => entry.textContent(), { timeout: 15_000 }).toContain('C4 积极型');
    await shot(page, 'risk-member-centre');
    await entry.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(RESULT_PATH);
  });

  it('a mismatch: the member ticks the statement and confirms; the order is made', async () => {
    const { page } = await phone(CAREFUL);
    await agreeAndPay(page, gold);
    const warning = shown(page, '.risk-warning[data-verdict="mismatch"]');
    await warning.waitFor({ timeout: 15_000 });
    expect((await warning.textContent()) ?? '').toContain('该产品风险等级为 R3（中风险），高于您的风险承受能力等级');
    // 确认购买 does nothing until the statement is ticked.
    await shown(page, '[data-testid=risk-confirm]').click();
    expect(await shown(page, '.pay-sheet').count()).toBe(0);
    await shown(page, '[data-testid=risk-statement]').click();
    await shot(page, 'risk-warning-mismatch');
    await shown(page, '[data-testid=risk-confirm]').click();
    await shown(page, '.pay-sheet').waitFor({ timeout: 15_000 });
    // The order exists (the server made it only with the confirmation).
    const { token } = await api.login(CAREFUL.account, PASSWORD);
    const orders = await api.get<OrderDetail[]>('/api/order/list', { pageNum: 1, pageSize: 20 }, token);
    expect((orders.rows as OrderDetail[]).map((o) => [o.goodsId, o.state])).toEqual([[gold.id, 'UNPAID']]);
    // The order page shows what was confirmed: the member's level against the goods', and when.
    const [order] = orders.rows as OrderDetail[];
    await page.goto(`/pages/mine/order/index/index?orderNo=${order.orderNo}`);
    const card = shown(page, '[data-testid=order-risk]');
    await card.waitFor({ timeout: 15_000 });
    expect(await shown(page, '[data-testid=order-risk-member]').textContent()).toBe('C2（谨慎型）');
    expect(await shown(page, '[data-testid=order-risk-goods]').textContent()).toBe('R3（中风险）');
    expect(await card.textContent()).toMatch(/确认时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'risk-order-confirmation');
  });

  it('a 保守型 (C1) member is refused above R1, with no way to confirm', async () => {
    const { page } = await phone(TIMID);
    await agreeAndPay(page, gold);
    const warning = shown(page, '.risk-warning[data-verdict="refused"]');
    await warning.waitFor({ timeout: 15_000 });
    expect((await warning.textContent()) ?? '').toContain('您只能购买低风险（R1）等级的产品或服务');
    expect(await shown(page, '[data-testid=risk-confirm]').count()).toBe(0);
    await shot(page, 'risk-warning-refused');
    await shownText(page, '我知道了', { exact: true }).click();
    await shown(page, '.risk-warning').waitFor({ state: 'detached', timeout: 5_000 });
    expect(pathOf(page)).toBe(CONTRACT_PATH);
    const { token } = await api.login(TIMID.account, PASSWORD);
    expect((await api.get('/api/order/list', { pageNum: 1, pageSize: 20 }, token)).total).toBe(0);
  });

  it('an operator survey by link: answered, thanked, and answerable again', async () => {
    const { page } = await phone(TIMID);
    const { token } = await api.login(TIMID.account, PASSWORD);
    const survey = (await api.get<Questionnaire>('/api/survey/get/info/2', {}, token)).data!;
    expect(survey.title).toBe('用户满意度调查');
    await page.goto(`/pages/survey/index?id=${survey.id}`);
    await shown(page, '.survey-q[data-question="1"]').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.survey-q').count()).toBe(4);
    await shown(page, '.survey-q[data-question="1"] .survey-option[data-key="A"]').click();
    await shown(page, '.survey-q[data-question="2"] .survey-option[data-key="C"]').click();
    await shown(page, '.survey-q[data-question="2"] .survey-option[data-key="E"]').click();
    await shown(page, '[data-testid=survey-submit]').click();
    // Question 3 is required; 4 (建议) is optional.
    await toast(page, '请回答第 3 题').waitFor({ timeout: 5_000 });
    await shown(page, '.survey-q[data-question="3"] .survey-option[data-key="A"]').click();
    await shown(page, '.survey-q[data-question="4"] textarea').fill('希望多一些盘后复盘直播');
    await toast(page, '请回答第 3 题').waitFor({ state: 'hidden', timeout: 10_000 });
    await shot(page, 'survey-answering');
    await shown(page, '[data-testid=survey-submit]').click();
    await shownText(page, '提交成功', { exact: true }).waitFor({ timeout: 15_000 });
    await shot(page, 'survey-done');
    const results = await api.get<SurveyResult[]>('/api/survey/result/list', { questionnaireId: survey.id }, token);
    expect(results.total).toBe(1);
    await shownText(page, '再填一份', { exact: true }).click();
    await expect.poll(() => shown(page, '[data-testid=survey-progress]').textContent(), { timeout: 10_000 }).toBe('已答 0/4');
  });
});
