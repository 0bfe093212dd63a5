import { useEffect, useState } from 'react';
import type { LiveHeats } from '@caixue/contract';
import type { ShareChannel } from '@/shared/ui/ShareSheet';
import { fetchHeats, fetchRiskTip, likeRoom, shareRoom } from '../api';

/**
 * What the text room shows around the chat: the risk notice (closable), the room's heats (likes,
 * online), the like button and the share sheet, which counts every share.
 */
export function useRoomExtras(liveId: number) {
  const [riskTip, setRiskTip] = useState('');
  const [riskClosed, setRiskClosed] = useState(false);
  const [heats, setHeats] = useState<LiveHeats | null>(null);
  const [liked, setLiked] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  useEffect(() => {
    let current = true;
    fetchRiskTip().then((text) => { if (current) setRiskTip(text); }, () => undefined);
    fetchHeats(liveId).then((value) => { if (current) setHeats(value); }, () => undefined);
    return () => { current = false; };
  }, [liveId]);

  const like = () => {
    setLiked(true);
    setHeats((h) => (h ? { ...h, likes: h.likes + 1 } : h));
    likeRoom(liveId).then(setHeats, () => undefined);
  };

  /** The sheet has copied or handed over the link (it adds parentMemberId itself); count the share. */
  const onShared = (channel: ShareChannel) => {
    shareRoom(liveId, channel).then(setHeats, () => undefined);
  };

  return {
    riskTip, riskClosed, closeRisk: () => setRiskClosed(true),
    heats, liked, like,
    shareOpen, openShare: () => setShareOpen(true), closeShare: () => setShareOpen(false), onShared,
  };
}
