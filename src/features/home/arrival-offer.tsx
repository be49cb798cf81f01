import { PushOfferCard, usePushOffer } from '../../ui/push-offer';

/** The offer of notifications, made once after a first request (src/ui/push-offer.tsx). */
export default function ArrivalOffer() {
  const offer = usePushOffer(true);
  return <PushOfferCard offer={offer} />;
}
