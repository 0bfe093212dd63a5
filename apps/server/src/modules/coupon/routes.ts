import { API, COUPON_TEXT } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  CheckoutQuerySchema,
  CheckoutResultSchema,
  ClaimCouponBodySchema,
  CouponCentreQuerySchema,
  CouponListQuerySchema,
  CouponSchema,
  CouponTemplateSchema,
  GrantCouponBodySchema,
  GrantCouponResultSchema,
} from '@caixue/contract/schemas/coupon';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { CheckoutService } from './checkout-service';
import type { CouponService } from './service';

export interface CouponRoutesOptions {
  coupons: CouponService;
  checkout: CheckoutService;
}

const tags = ['coupon'];

/** 我的优惠券, 领券中心, claiming, the operator grant and the checkout price (issue 14). Every route needs a token. */
export const couponRoutes: FastifyPluginAsyncTypebox<CouponRoutesOptions> = async (app, { coupons, checkout }) => {
  app.get(
    API.coupon.list,
    {
      schema: {
        tags,
        summary: '我的优惠券，分页；tab：unused 未使用（含待支付订单占用）、used 已使用、expired 已过期',
        querystring: CouponListQuerySchema,
        response: { 200: TableEnvelopeSchema(CouponSchema) },
      },
    },
    async (request) => table(await coupons.list(memberId(request), request.query)),
  );

  app.get(
    API.coupon.centre,
    {
      schema: {
        tags,
        summary: '领券中心：可领取的优惠券（goodsId：只列可用于该商品的），含本人已领张数与按钮状态（已领取 / 已抢光 / 已达领取上限）',
        querystring: CouponCentreQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(CouponTemplateSchema)) },
      },
    },
    async (request) => ok(await coupons.centre(memberId(request), request.query)),
  );

  app.post(
    API.coupon.claim,
    {
      schema: {
        tags,
        summary: '领取优惠券：每人不超过限领张数，总数不超过库存（并发领取也不会超出）',
        body: ClaimCouponBodySchema,
        response: { 200: EnvelopeSchema(CouponSchema) },
      },
    },
    async (request) => ok(await coupons.claim(memberId(request), request.body), COUPON_TEXT.claimSuccess),
  );

  app.post(
    API.coupon.grant,
    {
      schema: {
        tags,
        summary: '后台发放优惠券（admin 角色）：按手机号发放，同一 requestId 重复提交只发一次；无此会员、超出限领或库存的手机号列在 skipped',
        body: GrantCouponBodySchema,
        response: { 200: EnvelopeSchema(GrantCouponResultSchema) },
      },
    },
    async (request) => ok(await coupons.grant(memberId(request), request.body)),
  );

  app.get(
    API.order.checkout,
    {
      schema: {
        tags: ['order'],
        summary: '结算价格：服务器选出（couponId 缺省：最优可用券；0：不用券）或校验优惠券，按规则计算积分抵扣（usePoints=1），返回应付金额；下单时按同样规则计价',
        querystring: CheckoutQuerySchema,
        response: { 200: EnvelopeSchema(CheckoutResultSchema) },
      },
    },
    async (request) => ok(await checkout.quote(memberId(request), request.query)),
  );
};
