import {
  RISK_PROFILE_TEXT,
  SURVEY_TEXT,
  fitsUpTo,
  goodsFits,
  goodsRiskLabel,
  type GoodsRiskLevel,
  type RiskCheck,
  type RiskProfile,
  type RiskProfileLevel,
  type RiskVerdict,
} from '@caixue/contract';

/** Pure appropriateness rules (issue 16): a member's profile from an assessment, and the verdict for a goods level. */

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The China (Asia/Shanghai) date of an instant: YYYY-MM-DD. */
export function chinaDate(value: Date): string {
  return new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export interface Assessment {
  riskLevel: RiskProfileLevel;
  score: number;
  createdAt: Date;
  expiresAt: Date;
}

export function profileOf(assessment: Assessment, now: Date): RiskProfile {
  const { riskLevel: level } = assessment;
  const text = RISK_PROFILE_TEXT[level];
  return {
    level,
    name: text.name,
    summary: text.summary,
    fits: text.fits,
    fitsUpTo: fitsUpTo(level),
    score: assessment.score,
    assessedAt: assessment.createdAt.toISOString(),
    expiresAt: assessment.expiresAt.toISOString(),
    expired: assessment.expiresAt.getTime() <= now.getTime(),
    assessedDate: chinaDate(assessment.createdAt),
    validUntil: chinaDate(assessment.expiresAt),
  };
}

/**
 * The verdict: C1 (even an expired C1: the last known level) never above R1; otherwise no assessment,
 * an expired one, or goods above the level need a confirmation.
 */
export function verdictOf(profile: Pick<RiskProfile, 'level' | 'expired'> | null, goods: GoodsRiskLevel): RiskVerdict {
  if (!profile) return 'missing';
  if (profile.level === 'C1' && goods !== 'R1') return 'refused';
  if (profile.expired) return 'expired';
  return goodsFits(profile.level, goods) ? 'ok' : 'mismatch';
}

function warningOf(verdict: RiskVerdict, profile: RiskProfile | null, goods: GoodsRiskLevel): string {
  switch (verdict) {
    case 'ok':
      return '';
    case 'missing':
      return SURVEY_TEXT.missingWarning;
    case 'expired':
      return SURVEY_TEXT.expiredWarning(profile!.level, profile!.validUntil);
    case 'mismatch':
      return SURVEY_TEXT.mismatchWarning(goods, profile!.level);
    case 'refused':
      return SURVEY_TEXT.c1Refusal;
  }
}

export function riskCheckOf(goodsId: number, goods: GoodsRiskLevel, profile: RiskProfile | null): RiskCheck {
  const verdict = verdictOf(profile, goods);
  const confirmable = verdict === 'missing' || verdict === 'expired' || verdict === 'mismatch';
  return {
    goodsId,
    goodsRiskLevel: goods,
    goodsRiskText: goodsRiskLabel(goods),
    verdict,
    confirmable,
    profile,
    title: verdict === 'ok' ? '' : SURVEY_TEXT.warningTitle,
    message: warningOf(verdict, profile, goods),
    confirmText: confirmable ? SURVEY_TEXT.confirmMismatch : '',
  };
}
