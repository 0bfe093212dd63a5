import { lazyWithStates } from '@/shared/ui/lazy';
import type { ServiceExpiryState } from '../hooks/useServiceExpiry';

const Nothing = () => null;
// The popup (NutUI Popup with its transitions, about 10 KB gzipped) loads only for a member with a
// validity to tell: it is not part of the first load of the pages that mount it.
const ServiceExpiryPopupView = lazyWithStates<{ expiry: ServiceExpiryState }>(() => import('./ServiceExpiryPopupView'), { Loading: Nothing, Failed: Nothing });

/**
 * The service-expiry popup (issue 4): a member whose level ends within SERVICE_EXPIRING_DAYS, or has
 * ended, is told once a day, with a way to renew. Mounted on the home page and the member centre, which
 * own the state (useServiceExpiry) so the home page can hold its advert back while this one is open.
 */
export function ServiceExpiryPopup({ expiry }: { expiry: ServiceExpiryState }) {
  if (!expiry.validity) return null;
  return <ServiceExpiryPopupView expiry={expiry} />;
}
