import {
  CODE,
  GOODS_RISK_LEVELS,
  RISK_PROFILE_LEVELS,
  RISK_PROFILE_TEXT,
  RISK_QUESTIONNAIRE_CODE,
  SURVEY_RULES,
  SURVEY_TEXT,
  goodsRiskLabel,
  profileLabel,
  type GoodsRiskLevel,
  type OrderDetail,
  type RiskCheck,
  type RiskInfo,
  type RiskProfile,
  type RiskProfileLevel,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import type { GoodsService } from '../goods/service';
import { profileOf, riskCheckOf } from './profile';
import { findQuestionnaireByCode, insertRiskConfirmation, latestAssessment, riskConfirmationOf, type ResponseRow } from './repo';

/**
 * The appropriateness gate of purchases (issue 16): the member's current assessment, the verdict
 * for a goods item, and the check the order module makes when it creates an order (refusing, or
 * handing back the confirmation it then records in the order's transaction).
 */

export interface RiskServiceDeps {
  db: Db;
  goods: GoodsService;
  now: () => number;
}

/** What an order records when the member confirmed the appropriateness warning. */
export interface PendingRiskConfirmation {
  memberId: number;
  check: RiskCheck;
  responseId: number | null;
}

export class RiskService {
  constructor(private readonly deps: RiskServiceDeps) {}

  private async assessment(memberId: number): Promise<{ row: ResponseRow; profile: RiskProfile } | null> {
    const row = await latestAssessment(this.deps.db, memberId);
    if (!row?.riskLevel || !row.expiresAt) return null;
    const profile = profileOf({ riskLevel: row.riskLevel, score: row.score ?? 0, createdAt: row.createdAt, expiresAt: row.expiresAt }, new Date(this.deps.now()));
    return { row, profile };
  }

  async info(memberId: number): Promise<RiskInfo> {
    const questionnaire = await findQuestionnaireByCode(this.deps.db, RISK_QUESTIONNAIRE_CODE);
    if (!questionnaire) throw new BizError(CODE.notFound, SURVEY_TEXT.questionnaireNotFound);
    const current = await this.assessment(memberId);
    return { questionnaireId: questionnaire.id, validityDays: SURVEY_RULES.riskValidityDays, profile: current?.profile ?? null };
  }

  async check(memberId: number, goodsId: number): Promise<RiskCheck> {
    const goods = await this.deps.goods.forOrder(goodsId);
    return riskCheckOf(goods.id, goods.riskLevel, (await this.assessment(memberId))?.profile ?? null);
  }

  /**
   * Called by the order module before it creates an order: null when the goods fit a valid
   * assessment; the confirmation to record when the member confirmed a warning; otherwise refuses
   * with CODE.riskAssessment and the verdict as the envelope's data (C1 above R1 always refuses).
   */
  async gate(memberId: number, goods: { id: number; riskLevel: GoodsRiskLevel }, confirmed: boolean): Promise<PendingRiskConfirmation | null> {
    const current = await this.assessment(memberId);
    const check = riskCheckOf(goods.id, goods.riskLevel, current?.profile ?? null);
    if (check.verdict === 'ok') return null;
    if (check.verdict === 'refused') throw new BizError(CODE.riskAssessment, SURVEY_TEXT.orderRefused, check);
    if (!confirmed) throw new BizError(CODE.riskAssessment, SURVEY_TEXT.orderNeedsConfirm, check);
    return { memberId, check, responseId: current?.row.id ?? null };
  }

  /** Records a confirmation with its order, on the order's creating transaction. */
  async record(db: Db, orderId: number, pending: PendingRiskConfirmation, now: Date): Promise<void> {
    const { check } = pending;
    await insertRiskConfirmation(db, {
      orderId,
      memberId: pending.memberId,
      verdict: check.verdict,
      goodsRiskLevel: check.goodsRiskLevel,
      memberRiskLevel: check.profile?.level ?? null,
      responseId: pending.responseId,
      confirmText: check.confirmText,
      warning: check.message,
      confirmedAt: now,
    });
  }

  confirmationOf(orderId: number) {
    return riskConfirmationOf(this.deps.db, orderId);
  }

  /** The confirmation recorded with an order as its detail shows it (null when none was needed). */
  async confirmationView(orderId: number): Promise<OrderDetail['riskConfirmation']> {
    const row = await riskConfirmationOf(this.deps.db, orderId);
    if (!row) return null;
    const member = (RISK_PROFILE_LEVELS as readonly string[]).includes(row.memberRiskLevel ?? '') ? (row.memberRiskLevel as RiskProfileLevel) : null;
    const goods = (GOODS_RISK_LEVELS as readonly string[]).includes(row.goodsRiskLevel) ? goodsRiskLabel(row.goodsRiskLevel as GoodsRiskLevel) : row.goodsRiskLevel;
    const memberText = member === null ? SURVEY_TEXT.notAssessed : row.verdict === 'expired' ? `${member}（${RISK_PROFILE_TEXT[member].name}，${SURVEY_TEXT.expiredTag}）` : profileLabel(member);
    return {
      verdict: row.verdict,
      memberRiskLevel: row.memberRiskLevel,
      memberRiskText: memberText,
      goodsRiskLevel: row.goodsRiskLevel,
      goodsRiskText: goods,
      confirmText: row.confirmText,
      confirmedAt: row.confirmedAt.toISOString(),
    };
  }
}
