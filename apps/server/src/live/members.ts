import type { PriceAlertEvent } from '@caixue/contract';
import { WebSocket } from 'ws';
import type { MemberNotifier } from '../modules/price-alert/service';

/**
 * The sockets of this instance whose online frame carried a member's valid token, by member: personal
 * events (a fired price alert) go to every socket the member has open here. Not carried between
 * instances: such an event is also a push-list entry, which every instance shows.
 */
export class MemberSockets implements MemberNotifier {
  private readonly byMember = new Map<number, Map<WebSocket, string>>();

  add(memberId: number, ws: WebSocket, token: string): void {
    let sockets = this.byMember.get(memberId);
    if (!sockets) {
      sockets = new Map();
      this.byMember.set(memberId, sockets);
    }
    sockets.set(ws, token);
  }

  remove(ws: WebSocket): void {
    for (const [memberId, sockets] of this.byMember) {
      if (sockets.delete(ws) && sockets.size === 0) this.byMember.delete(memberId);
    }
  }

  /** The member's sockets and the tokens they proved (rechecked when the member's sessions are revoked). */
  socketsOf(memberId: number): [WebSocket, string][] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  notifyMember(memberId: number, event: PriceAlertEvent): void {
    const sockets = this.byMember.get(memberId);
    if (!sockets) return;
    const frame = JSON.stringify([event]);
    for (const ws of sockets.keys()) if (ws.readyState === WebSocket.OPEN) ws.send(frame);
  }
}
