import { useRouter } from '@tarojs/taro';
import { CouponScreen } from '@/features/coupon/components/CouponScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** 我的优惠券 (SPEC §2 mine/coupon): `?tab=unused|used|expired`, `&centre=1` opens 领券中心. */
export default function CouponPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <CouponScreen tab={params.tab} centre={params.centre} />
    </PageShell>
  );
}
