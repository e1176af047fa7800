// Part of the canary's init script (page.ts): WebRTC carries data past CSP's connect-src
// and past the network log, in the ICE servers a page configures and on data channels.
import type { Send } from './send.js';

/** Reports what a page hands WebRTC: configurations, descriptions, candidates, channel data. */
export function watchWebRtc(send: Send): void {
  const Original = globalThis.RTCPeerConnection;
  if (!Original) return;
  const here = location.href;
  const configured = (where: string, configuration: unknown) =>
    send('webrtc', [[`WebRTC ${where} in ${here}`, configuration ?? {}]]);
  const Watched = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof RTCPeerConnection>, newTarget) {
      configured('RTCPeerConnection ICE servers', args[0]?.iceServers ?? []);
      return Reflect.construct(target, args, newTarget) as RTCPeerConnection;
    },
  });
  globalThis.RTCPeerConnection = Watched;
  if ('webkitRTCPeerConnection' in globalThis)
    (globalThis as Record<string, unknown>).webkitRTCPeerConnection = Watched;
  const prototype = Original.prototype;
  const wrap = <K extends keyof RTCPeerConnection>(
    name: K,
    describe: (...args: unknown[]) => [string, unknown],
  ) => {
    const original = prototype[name] as (this: RTCPeerConnection, ...args: unknown[]) => unknown;
    (prototype as unknown as Record<string, unknown>)[name] = function (
      this: RTCPeerConnection,
      ...args: unknown[]
    ) {
      const [where, value] = describe(...args);
      configured(where, value);
      return original.apply(this, args);
    };
  };
  wrap('setConfiguration', (configuration) => [
    'setConfiguration ICE servers',
    (configuration as RTCConfiguration | undefined)?.iceServers ?? [],
  ]);
  wrap('createDataChannel', (label, init) => ['data channel label', [label, init]]);
  wrap('setLocalDescription', (description) => ['local session description', description]);
  wrap('setRemoteDescription', (description) => ['remote session description', description]);
  wrap('addIceCandidate', (candidate) => ['ICE candidate', candidate]);
  const channelSend = RTCDataChannel.prototype.send as (
    this: RTCDataChannel,
    data: unknown,
  ) => void;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: unknown) {
    const where = `WebRTC data channel "${this.label}" send in ${here}`;
    if (data instanceof Blob) void data.text().then((text) => send('webrtc-data', [[where, text]]));
    else send('webrtc-data', [[where, data]]);
    channelSend.call(this, data);
  } as RTCDataChannel['send'];
}
