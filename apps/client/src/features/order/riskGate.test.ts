import { describe, expect, it, vi } from 'vitest';
import { API, CODE, SURVEY_TEXT, type RiskCheck } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { createOrderChecked } from './riskGate';

const body = { goodsId: 7, quantity: 1 as const, idempotencyKey: 'k_0123456789abcdef01', contractVersion: 'v1' };
const order = { orderNo: 'CX20261124093015K7Q2M9XA', state: 'UNPAID' };

function check(verdict: RiskCheck['verdict']): RiskCheck {
  const confirmable = verdict !== 'refused' && verdict !== 'ok';
  return {
    goodsId: 7, goodsRiskLevel: 'R4', goodsRiskText: 'R4（中高风险）', verdict, confirmable, profile: null,
    title: '适当性提示', message: verdict === 'refused' ? SURVEY_TEXT.c1Refusal : SURVEY_TEXT.missingWarning, confirmText: confirmable ? SURVEY_TEXT.confirmMismatch : '',
  };
}

/** The server: 428 with the verdict unless the body carries riskConfirmed (and never for a refusal). */
function serve(verdict: RiskCheck['verdict']) {
  taroMock.storage.set('token', 't');
  taroMock.server.on('POST', API.order.create, (req) => {
    const sent = JSON.parse(String(req.data)) as { riskConfirmed?: boolean };
    if (verdict !== 'refused' && sent.riskConfirmed) return { data: { code: 200, msg: '', data: order } };
    return { data: { code: CODE.riskAssessment, msg: SURVEY_TEXT.orderNeedsConfirm, data: check(verdict) } };
  });
}

const creates = () => taroMock.server.requests.filter((r) => r.path === API.order.create).map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);

describe('ordering through the appropriateness gate', () => {
  it('shows the warning; a confirmation retries the same order (same key) with riskConfirmed', async () => {
    serve('mismatch');
    const confirmRisk = vi.fn(async () => true);
    await expect(createOrderChecked(body, confirmRisk)).resolves.toMatchObject(order);
    expect(confirmRisk).toHaveBeenCalledWith(expect.objectContaining({ verdict: 'mismatch', confirmable: true }));
    expect(creates()).toEqual([body, { ...body, riskConfirmed: true }]);
    // The warning replaces the error toast.
    expect(taroMock.toasts).toHaveLength(0);
  });

  it('去测评 or 暂不购买 orders nothing', async () => {
    serve('missing');
    await expect(createOrderChecked(body, async () => false)).resolves.toBeNull();
    expect(creates()).toHaveLength(1);
  });

  it('a C1 refusal is shown and never retried, whatever the sheet answers', async () => {
    serve('refused');
    const confirmRisk = vi.fn(async () => true);
    await expect(createOrderChecked(body, confirmRisk)).resolves.toBeNull();
    expect(confirmRisk).toHaveBeenCalledWith(expect.objectContaining({ verdict: 'refused', confirmable: false }));
    expect(creates()).toHaveLength(1);
  });

  it('other refusals and a page without the warning reject as before', async () => {
    serve('missing');
    await expect(createOrderChecked(body)).rejects.toMatchObject({ code: CODE.riskAssessment, message: SURVEY_TEXT.orderNeedsConfirm });
    taroMock.server.on('POST', API.order.create, { data: { code: 400, msg: '服务协议已更新，请重新阅读并同意' } });
    const confirmRisk = vi.fn(async () => true);
    await expect(createOrderChecked(body, confirmRisk)).rejects.toMatchObject({ code: 400 });
    expect(confirmRisk).not.toHaveBeenCalled();
  });
});
