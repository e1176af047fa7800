import { isParentHello, readConnect, type ConnectMessage } from './page-messages.js';
import { HELLO, THEME, type FrameConfig, type Hello } from '../channel/protocol.js';

/**
 * The frame's side of the handshake: its hello to the parent, the parent's connect read once, and
 * the port it transfers handed to `connected`. Before the connect, the parent's own hello (its
 * element came after this frame's hello) makes the frame greet again.
 */
export function awaitConnect(
  config: FrameConfig,
  connected: (port: MessagePort, connect: ConnectMessage) => void,
): void {
  const hello: Hello = { ct: HELLO, theme: THEME.join(' '), u: location.href };
  const greet = (origin: string): void => window.parent.postMessage(hello, origin);

  // From the embedding window, on an origin of the config, once.
  const onConnect = (event: MessageEvent): void => {
    if (event.source !== window.parent || !config.parents.includes(event.origin)) return;
    if (isParentHello(event.data)) return greet(event.origin);
    if (!event.ports[0]) return;
    let connect;
    try {
      connect = readConnect(event.data);
    } catch {
      return; // Not a connect this frame can take: the parent's own never fails to read.
    }
    if (!connect) return;
    window.removeEventListener('message', onConnect);
    connected(event.ports[0], connect);
  };
  window.addEventListener('message', onConnect);

  // The parent may be any origin of the config: the others drop the message unread.
  const known = location.ancestorOrigins?.[0];
  for (const origin of known && config.parents.includes(known) ? [known] : config.parents)
    greet(origin);
}
